"use server";
// Using a one-time sign-in link (lib/auth/signin-links): a POST from the link's page, never the
// GET that opens it, so a link previewer or prefetcher cannot spend it.
import { redirect } from "next/navigation";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { endCurrentSession, setSessionCookie } from "@/lib/auth/next/session-cookie-store";
import { redeemSignInLink } from "@/lib/auth/signin-links";

export const signInWithLinkAction = authedAction(
  // Counted against the per-IP "auth" budget like every sign-in: guessing codes is slow and logged.
  { input: z.object({ code: z.string().max(100) }), auth: "optional", rateLimit: "auth", rateLimitKey: "signin" },
  async ({ input, ip }) => {
    const session = await redeemSignInLink({ code: input.code, ip });
    // Whoever was signed in in this browser is signed out first: one browser, one session.
    await endCurrentSession();
    await setSessionCookie(session.sessionToken, session.expires);
    redirect(session.user.role === "USER" ? "/dashboard" : "/moderation");
  },
);
