// A member leaves an org, or its owners and admins remove one (an owner only by another owner).
// The last owner cannot go. Their open invitation, if any, goes too. Audited.
import { parsePublisherRole } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAccessChange, recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertOrgAdmin, assertOrgOwner, assertOwnerRemains } from "./assert-org-admin";
import { findAccount } from "./find-account";
import { lockOrg } from "./lock-org";

export async function removeOrgMember(input: {
  org: string;
  user: string;
  actor: Actor | null;
  ip?: string;
}): Promise<{ org: string; user: string; left: boolean }> {
  return db.$transaction(async (tx) => {
    const org = await lockOrg(tx, input.org);
    const account = await findAccount(tx, input.user);
    const leaving = input.actor !== null && input.actor.userId === account.id;
    if (!leaving) await assertOrgAdmin(tx, input.actor, org.id);
    const membership = await tx.membership.findUnique({ where: { orgId_userId: { orgId: org.id, userId: account.id } }, select: { role: true } });
    const invitations = await tx.orgInvitation.deleteMany({ where: { orgId: org.id, userId: account.id } });
    if (!membership) {
      if (invitations.count > 0 && !leaving) return { org: org.handle, user: account.handle, left: false };
      throw new AppError("MEMBER_NOT_FOUND", `${account.handle} is not a member of ${org.handle}.`, { details: { org: org.handle, user: account.handle } });
    }
    if (parsePublisherRole(membership.role) === "owner") {
      if (!leaving) await assertOrgOwner(tx, input.actor, org.id);
      await assertOwnerRemains(tx, org.id, account.id);
    }
    await tx.membership.delete({ where: { orgId_userId: { orgId: org.id, userId: account.id } } });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: leaving ? "org.member-leave" : "org.member-remove",
      targetType: "org",
      targetId: org.id,
      ip: input.ip ?? null,
      data: { org: org.handle, user: account.handle, role: membership.role },
    });
    // Their feeds hear that each private skill of the org is no longer theirs to read.
    await recordAccessChange(tx, { orgId: org.id, userId: account.id });
    return { org: org.handle, user: account.handle, left: leaving };
  });
}
