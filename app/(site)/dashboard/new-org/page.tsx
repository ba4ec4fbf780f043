// /dashboard/new-org – create an organisation; the signed-in account becomes its owner, then
// invites members and sets the team policy on the org's settings page.
import type { Metadata } from "next";
import { requireActor } from "@/lib/auth/next/require-actor";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card, Container, PageHeader } from "@/app/_components/ui";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { createOrgAction } from "./actions";

export const metadata: Metadata = { title: "New organisation", robots: { index: false } };

export default async function NewOrgPage() {
  const actor = await requireActor("/dashboard/new-org");
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-6">
        <PageHeader
          title="New organisation"
          description={`An organisation publishes skills under its own handle (/<handle>, skills <handle>/<slug>). You (@${actor.handle}) become its owner.`}
        />
        <Card testId="new-org">
          <ResultActionForm action={createOrgAction} className="space-y-3" label="Create organisation">
            <TextField
              id="org-handle"
              name="handle"
              label="Handle"
              hint="Lower-case letters, digits and hyphens; handles are shared with people, so it must be free."
              autoComplete="off"
              required
              maxLength={64}
            />
            <TextField id="org-name" name="displayName" label="Display name" autoComplete="off" maxLength={100} />
            <SubmitButton pendingText="Creating…">Create organisation</SubmitButton>
          </ResultActionForm>
        </Card>
      </Container>
    </main>
  );
}
