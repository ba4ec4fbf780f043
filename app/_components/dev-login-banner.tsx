// Shown on every page while development sign-in is on: anyone can sign in as any ordinary account
// (not staff nor GitHub-linked accounts: lib/auth/users/dev-sign-in.ts).
// Read per request (connection()), so a build made without HUB_DEV_LOGIN cannot hide it. Offers
// sign-in only to visitors who are not signed in.
import Link from "next/link";
import { connection } from "next/server";
import { getConfig } from "@/lib/config";

export async function DevLoginBanner({ signedIn }: { signedIn: boolean }) {
  await connection();
  if (!getConfig().devLogin) return null;
  return (
    <div
      role="note"
      aria-label="Development sign-in is on"
      data-testid="dev-login-banner"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950 sm:py-2 sm:text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <strong>Development sign-in is on</strong>: anyone can sign in as any ordinary handle without a password.{" "}
      <span className="hidden sm:inline">
        (Not as moderators, admins or GitHub-linked accounts.) Turn it off (HUB_DEV_LOGIN=0) before real people use this server.
      </span>
      <span className="sm:hidden">Set HUB_DEV_LOGIN=0 before real use.</span>
      {!signedIn && (
        <>
          {" "}
          <Link href="/signin" className="font-medium underline underline-offset-2" data-testid="dev-login-signin">
            Sign in
          </Link>
        </>
      )}
    </div>
  );
}
