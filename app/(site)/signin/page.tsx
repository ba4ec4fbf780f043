// Sign in: GitHub and enterprise sign-in (OpenID Connect) when configured, development sign-in
// (handle only) while HUB_DEV_LOGIN is on, and for anyone the operator chooses a one-time link from
// the admin CLI (/signin/link).
import type { Metadata } from "next";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { githubSignInConfigured, oidcSignInName } from "@/lib/auth/next/auth-config";
import { safeCallbackPath } from "@/lib/auth/safe-callback-path";
import { getConfig } from "@/lib/config";
import { Banner, ButtonLink, Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { ActionForm } from "@/app/_components/action-form-client";
import { devSignInAction, githubSignInAction, oidcSignInAction, signOutAction } from "./actions";
import { DevSignInForm } from "./dev-signin-form-client";

export const metadata: Metadata = { title: "Sign in" };

// Auth.js error codes (and ours) as people should read them.
const errorText: Record<string, string> = {
  AccountBanned: "This account is banned.",
  AccessDenied: "Sign-in was refused.",
  OAuthAccountNotLinked: "That account is linked to another user: sign out first.",
  Configuration: "Sign-in is misconfigured on this server; tell the operator.",
  OidcClaims: "Your identity provider did not say who you are in a form this server accepts; tell the operator.",
  OidcGroups: "Your identity provider sent a group list this server cannot read (not a list, or too many groups); tell the operator.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl, "/settings/tokens");
  const error = typeof params.error === "string" ? (errorText[params.error] ?? "Sign-in did not complete; try again.") : null;
  const actor = await getCurrentActor();
  const github = githubSignInConfigured();
  const oidcName = oidcSignInName();
  const devLogin = getConfig().devLogin;

  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Sign in to Skillvault</h1>
      {error && <Banner tone="danger">{error}</Banner>}
      {actor ? (
        <Card title={`Signed in as @${actor.handle}`}>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={callbackUrl} tone="primary">
              Continue
            </ButtonLink>
            <ActionForm action={signOutAction}>
              <SubmitButton tone="secondary">Sign out</SubmitButton>
            </ActionForm>
          </div>
        </Card>
      ) : (
        <>
          {github && (
            <Card title="With GitHub" description="Your handle is your GitHub login; renaming on GitHub keeps your skills.">
              <ActionForm action={githubSignInAction}>
                <input type="hidden" name="callbackUrl" value={callbackUrl} />
                <SubmitButton pendingText="Redirecting…">Continue with GitHub</SubmitButton>
              </ActionForm>
            </Card>
          )}
          {oidcName && (
            <Card title="With your organisation's account" description="Single sign-on through your organisation's identity provider.">
              <ActionForm action={oidcSignInAction}>
                <input type="hidden" name="callbackUrl" value={callbackUrl} />
                <SubmitButton pendingText="Redirecting…">Continue with {oidcName}</SubmitButton>
              </ActionForm>
            </Card>
          )}
          {devLogin && (
            <Card
              title="Development sign-in"
              description={
                <>
                  No password: pick any handle. Only for local and test servers.{" "}
                  <span data-testid="signin-link-hint">
                    Not for moderators, admins or accounts linked to GitHub or single sign-on: they sign in there, or with a one-time link the operator prints
                    with <code className="font-mono">npm run hub -- user signin-link &lt;handle&gt;</code>.
                  </span>
                </>
              }
            >
              <DevSignInForm action={devSignInAction} callbackUrl={callbackUrl} />
            </Card>
          )}
          {!github && !oidcName && !devLogin && (
            <Banner tone="warning" title="No way to sign in is configured">
              Set AUTH_GITHUB_ID and AUTH_GITHUB_SECRET for GitHub sign-in, AUTH_OIDC_ISSUER, AUTH_OIDC_ID and AUTH_OIDC_SECRET for single sign-on, or
              HUB_DEV_LOGIN=1 on a development server. An existing account can sign in with a one-time link:{" "}
              <code className="font-mono">npm run hub -- user signin-link &lt;handle&gt;</code>.
            </Banner>
          )}
        </>
      )}
    </main>
  );
}
