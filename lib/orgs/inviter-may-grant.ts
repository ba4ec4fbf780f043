// Whether an open invitation still stands: its inviter must still be allowed to make it, now (an
// owner or admin of the org, not banned; an owner to grant `owner`: the checks inviteOrgMember
// made). Like trusted publishers and GitHub sync (decision 017), the grant is re-checked at use
// instead of cleaning rows up when memberships change: a removed or demoted admin's invitation to
// a second account of theirs must not bring them back in.
import { canActFor, parsePublisherRole } from "@/lib/access";
import type { Db, Tx } from "@/lib/db";
import { mayGrantOwner } from "./assert-org-admin";

export async function inviterMayGrant(tx: Db | Tx, invitation: { orgId: string; role: string; invitedById: string | null }): Promise<boolean> {
  if (invitation.invitedById === null) return false;
  const inviter = await tx.user.findUnique({ where: { id: invitation.invitedById }, select: { id: true, role: true, bannedAt: true } });
  if (!inviter || inviter.bannedAt) return false;
  const actor = { userId: inviter.id, role: inviter.role };
  if (!(await canActFor(tx, actor, invitation.orgId, "administer"))) return false;
  return parsePublisherRole(invitation.role) !== "owner" || mayGrantOwner(tx, actor, invitation.orgId);
}
