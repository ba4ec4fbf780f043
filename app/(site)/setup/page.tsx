// /setup?code=… – the one-time link `npm start` prints on a fresh instance: whoever completes it
// becomes the first administrator. Works until used, and never once an administrator exists.
import type { Metadata } from "next";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { inspectSetupCode, setupPath } from "@/lib/auth/setup";
import { ActionForm } from "@/app/_components/action-form-client";
import { Banner, ButtonLink, Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { becomeAdminAction } from "./actions";

export const metadata: Metadata = { title: "Set up Skillvault", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SetupPage({ searchParams }: Props) {
  const code = (await searchParams).code;
  const state = await inspectSetupCode({ code });
  const actor = state === "usable" ? await getCurrentActor() : null;

  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Set up Skillvault</h1>
      {state === "admin-exists" && (
        <Banner tone="warning" title="This instance already has an administrator" testId="setup-refused">
          Setup links stop working once there is an administrator. Ask them for the role you need.
        </Banner>
      )}
      {state === "invalid" && (
        <Banner tone="warning" title="This setup link is not valid" testId="setup-invalid">
          It was used already, replaced by a newer one, or mistyped. Restarting the site (`npm start`) prints a new one while there is no administrator.
        </Banner>
      )}
      {state === "usable" && typeof code === "string" && !actor && (
        <Card title="Become the first administrator" description="Sign in with the account that should run this instance; you come back here afterwards.">
          <ButtonLink href={`/signin?callbackUrl=${encodeURIComponent(setupPath(code))}`} tone="primary">
            Sign in to continue
          </ButtonLink>
        </Card>
      )}
      {state === "usable" && typeof code === "string" && actor && (
        <Card
          title={`Make @${actor.handle} the administrator`}
          description="Administrators moderate skills, manage users and see the audit log. This link works once."
        >
          <ActionForm action={becomeAdminAction} label="Become administrator">
            <input type="hidden" name="code" value={code} />
            <SubmitButton pendingText="Saving…">Become administrator</SubmitButton>
          </ActionForm>
        </Card>
      )}
    </main>
  );
}
