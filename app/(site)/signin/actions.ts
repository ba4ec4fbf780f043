"use server";
// Sign-in and sign-out actions. Development sign-in creates the same database session as GitHub and
// OpenID Connect sign-in do.
import { redirect } from "next/navigation";
import { z } from "zod";
import { githubSignInConfigured, oidcSignInName } from "@/lib/auth/next/auth-config";
import { signIn } from "@/lib/auth/next/auth";
import { authedAction } from "@/lib/auth/next/authed-action";
import { endCurrentSession, setSessionCookie } from "@/lib/auth/next/session-cookie-store";
import { safeCallbackPath } from "@/lib/auth/safe-callback-path";
import { devSignIn } from "@/lib/auth/users/dev-sign-in";
import { OIDC_PROVIDER_ID } from "@/lib/auth/users/sync-oidc-user";
import { AppError } from "@/lib/errors";

const callbackUrl = z.string().max(2000).optional();

export const devSignInAction = authedAction(
  // Every attempt counts against the per-IP "auth" budget, so guessing through this form is slow.
  { input: z.object({ handle: z.string().max(100), callbackUrl }), auth: "optional", rateLimit: "auth", rateLimitKey: "signin" },
  async ({ input }) => {
    const session = await devSignIn({ handle: input.handle });
    await setSessionCookie(session.sessionToken, session.expires);
    redirect(safeCallbackPath(input.callbackUrl, "/settings/tokens"));
  },
);

export const githubSignInAction = authedAction(
  { input: z.object({ callbackUrl }), auth: "optional", rateLimit: "auth", rateLimitKey: "signin" },
  async ({ input }) => {
    if (!githubSignInConfigured()) throw new AppError("NOT_FOUND", "GitHub sign-in is not configured on this server.");
    await signIn("github", { redirectTo: safeCallbackPath(input.callbackUrl, "/settings/tokens") });
  },
);

export const oidcSignInAction = authedAction(
  { input: z.object({ callbackUrl }), auth: "optional", rateLimit: "auth", rateLimitKey: "signin" },
  async ({ input }) => {
    if (oidcSignInName() === null) throw new AppError("NOT_FOUND", "OpenID Connect sign-in is not configured on this server.");
    await signIn(OIDC_PROVIDER_ID, { redirectTo: safeCallbackPath(input.callbackUrl, "/settings/tokens") });
  },
);

export const signOutAction = authedAction({ input: z.object({}), auth: "optional" }, async () => {
  await endCurrentSession();
  redirect("/");
});
