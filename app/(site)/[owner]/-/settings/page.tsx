// /<org>/-/settings – the org's display name and bio, and its team policy (who publishes, hold or
// warn for suspicious versions, whether members below admin may publish skills as public), for its
// owners and admins. Not page-cached (signed-in only).
import type { Metadata } from "next";
import { requireActor } from "@/lib/auth/next/require-actor";
import { getOrgSettings, MAX_ORG_BIO } from "@/lib/orgs";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card, Container, PageHeader } from "@/app/_components/ui";
import { SelectField, TextArea, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { loadForOrgAdmin, OrgNav, orgHandle } from "../_components/org-admin-page";
import { savePolicyAction, saveProfileAction } from "./actions";

type Props = { params: Promise<{ owner: string }> };

export const metadata: Metadata = { title: "Organisation settings", robots: { index: false } };

export default async function OrgSettingsPage({ params }: Props) {
  const org = orgHandle((await params).owner);
  const actor = await requireActor(`/${org}/-/settings`);
  const loaded = await loadForOrgAdmin(org, actor.handle, () => getOrgSettings({ org, actor }));
  if ("notice" in loaded) return loaded.notice;
  const { org: profile, policy } = loaded.data;
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-6">
        <PageHeader title={`Settings of @${profile.handle}`} description="Owners and admins change these; every change is in the audit log." />
        <OrgNav org={profile.handle} current="settings" />
        <Card title="Profile" description="Shown on the organisation's page." testId="org-profile-settings">
          <ResultActionForm action={saveProfileAction} className="space-y-3" label="Profile">
            <input type="hidden" name="org" value={profile.handle} />
            <TextField id="org-display-name" name="displayName" label="Display name" defaultValue={profile.displayName ?? ""} maxLength={100} />
            <TextArea id="org-bio" name="bio" label="Bio" defaultValue={profile.bio ?? ""} maxLength={MAX_ORG_BIO} rows={3} />
            <SubmitButton pendingText="Saving…">Save profile</SubmitButton>
          </ResultActionForm>
        </Card>
        <Card
          title="Team policy"
          description="Applies to every publish into this organisation: the website, the clawhub CLI, GitHub import and sync."
          testId="org-policy-settings"
        >
          <ResultActionForm action={savePolicyAction} className="space-y-3" label="Team policy">
            <input type="hidden" name="org" value={profile.handle} />
            <SelectField
              id="policy-publish"
              name="publish"
              label="Who may publish"
              defaultValue={policy.publish}
              hint="New skills and new versions. Admins only refuses publisher members with ORG_POLICY_FORBIDS_PUBLISH."
            >
              <option value="publishers">Publishers, admins and owners</option>
              <option value="admins">Admins and owners only</option>
            </SelectField>
            <SelectField
              id="policy-suspicious"
              name="suspicious"
              label="Suspicious versions"
              defaultValue={policy.suspicious}
              hint="Hold keeps a version the scanner finds suspicious away from everyone but this organisation's admins and its publisher until an admin approves it in the review queue."
            >
              <option value="warn">Publish with a warning</option>
              <option value="hold">Hold for an admin&apos;s review</option>
            </SelectField>
            <SelectField
              id="policy-members-public"
              name="membersPublic"
              label="Public skills"
              defaultValue={policy.membersPublic ? "yes" : "no"}
              hint="When only admins may, a publisher's new skill that asks to be public is refused (ORG_POLICY_FORBIDS_PUBLIC) and one that names no visibility is private."
            >
              <option value="yes">Publishers may publish public skills</option>
              <option value="no">Only admins and owners make skills public</option>
            </SelectField>
            <SubmitButton pendingText="Saving…">Save policy</SubmitButton>
          </ResultActionForm>
        </Card>
      </Container>
    </main>
  );
}
