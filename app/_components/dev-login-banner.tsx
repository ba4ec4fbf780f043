// Shown on every page while development sign-in is on: anyone can sign in as any ordinary account
// (not staff nor GitHub-linked accounts: lib/auth/users/dev-sign-in.ts).
// Read per request (connection()), so a build made without HUB_DEV_LOGIN cannot hide it.
import Link from "next/link";
import { connection } from "next/server";
import { getConfig } from "@/lib/config";

export async function DevLoginBanner() {
  await connection();
  if (!getConfig().devLogin) return null;
  return (
    <div role="note" aria-label="Development sign-in is on" data-testid="dev-login-banner" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <strong>Development sign-in is on</strong>: anyone can sign in as any ordinary handle without a password (not as moderators, admins or
      GitHub-linked accounts). Turn it off (HUB_DEV_LOGIN=0) before real people use this server.{" "}
      <Link href="/signin" className="font-medium underline underline-offset-2">
        Sign in
      </Link>
    </div>
  );
}
