// /<org>/-/members – an organisation's members and open invitations, for its members; owners and
// admins invite by handle, change roles and remove members; anyone may leave. `-` is never a slug,
// so this never shadows a skill. Not page-cached (signed-in only).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireActor } from "@/lib/auth/next/require-actor";
import { isAppError } from "@/lib/errors";
import { listOrgMembers } from "@/lib/orgs";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, Card, Container, EmptyState, PageHeader, ShieldXIcon, textLink } from "@/app/_components/ui";
import { SelectField, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { inviteMemberAction, removeMemberAction, setMemberRoleAction } from "./actions";

type Props = { params: Promise<{ owner: string }> };

export const metadata: Metadata = { title: "Members", robots: { index: false } };

const ROLES = ["owner", "admin", "publisher", "member"] as const;

export default async function OrgMembersPage({ params }: Props) {
  const org = decodeURIComponent((await params).owner)
    .replace(/^@/, "")
    .toLowerCase();
  const actor = await requireActor(`/${org}/-/members`);
  let data;
  try {
    data = await listOrgMembers({ org, actor });
  } catch (error) {
    if (isAppError(error) && error.code === "ORG_NOT_FOUND") notFound();
    if (isAppError(error) && error.code === "ORG_ROLE_REQUIRED") {
      return (
        <main className="py-12">
          <Container width="prose">
            <EmptyState icon={<ShieldXIcon size={32} />} title="Only the organisation's members see its members" testId="members-forbidden">
              You are signed in as @{actor.handle}. Ask an owner or admin of @{org} to invite you.
            </EmptyState>
          </Container>
        </main>
      );
    }
    throw error;
  }
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-6">
        <PageHeader
          title={`Members of @${data.org.handle}`}
          description={
            <Link href={`/${data.org.handle}`} className={textLink}>
              Back to the organisation
            </Link>
          }
        />
        <Card
          title="Members"
          description="Owners and admins manage members, visibility and everything else; publishers publish; members read the organisation's private skills."
          testId="org-members"
        >
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.members.map((member) => (
              <li key={member.user.handle} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="org-member">
                <span>
                  <Link href={`/${member.user.handle}`} className={textLink}>
                    @{member.user.handle}
                  </Link>{" "}
                  <Badge>{member.role}</Badge>
                  {member.source === "oidc" && (
                    <Badge
                      tone="info"
                      title="Granted by the single sign-on group claim: it follows the account's groups at each sign-in. A change here makes it a membership granted by hand."
                    >
                      via SSO
                    </Badge>
                  )}
                </span>
                {data.manages && member.user.handle !== actor.handle && (
                  <span className="flex flex-wrap items-end gap-2">
                    <ResultActionForm action={setMemberRoleAction} className="flex items-end gap-2" label={`Role of ${member.user.handle}`}>
                      <input type="hidden" name="org" value={data.org.handle} />
                      <input type="hidden" name="user" value={member.user.handle} />
                      <SelectField id={`role-${member.user.handle}`} name="role" label="Role" defaultValue={member.role}>
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role}
                          </option>
                        ))}
                      </SelectField>
                      <SubmitButton pendingText="Saving…">Save</SubmitButton>
                    </ResultActionForm>
                    <ResultActionForm action={removeMemberAction} label={`Remove ${member.user.handle}`}>
                      <input type="hidden" name="org" value={data.org.handle} />
                      <input type="hidden" name="user" value={member.user.handle} />
                      <SubmitButton pendingText="Removing…">Remove</SubmitButton>
                    </ResultActionForm>
                  </span>
                )}
                {member.user.handle === actor.handle && (
                  <ResultActionForm action={removeMemberAction} label="Leave the organisation">
                    <input type="hidden" name="org" value={data.org.handle} />
                    <input type="hidden" name="user" value={actor.handle} />
                    <SubmitButton pendingText="Leaving…">Leave</SubmitButton>
                  </ResultActionForm>
                )}
              </li>
            ))}
          </ul>
        </Card>
        {data.manages && (
          <Card
            title="Invite by handle"
            description="The account gets an invitation on its dashboard (open for 14 days); it joins when it accepts."
            testId="org-invite"
          >
            <ResultActionForm action={inviteMemberAction} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" label="Invite">
              <input type="hidden" name="org" value={data.org.handle} />
              <TextField id="invite-user" name="user" label="Handle" placeholder="octocat" autoComplete="off" maxLength={64} />
              <SelectField id="invite-role" name="role" label="Role" defaultValue="member">
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </SelectField>
              <SubmitButton pendingText="Inviting…">Invite</SubmitButton>
            </ResultActionForm>
            {data.invitations.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm" data-testid="org-invitations">
                {data.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    @{invitation.user.handle} as {invitation.role}, open until {invitation.expiresAt.toISOString().slice(0, 10)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </Container>
    </main>
  );
}
