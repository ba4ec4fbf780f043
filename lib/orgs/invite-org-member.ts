// Invitations by handle: an org's owners and admins invite an account in a role; the invitee
// accepts (becoming a member) or declines. One open invitation per org and account, 14 days. An
// invitation grants only while its inviter still may (inviter-may-grant.ts).
import type { Actor } from "@/lib/auth/actor";
import { recordAccessChange, recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertOrgAdmin, assertOrgOwner } from "./assert-org-admin";
import { inviterMayGrant } from "./inviter-may-grant";
import { findAccount } from "./find-account";
import { lockOrg } from "./lock-org";
import { parseRole } from "./set-org-member";

export const INVITATION_TTL_DAYS = 14;

export async function inviteOrgMember(input: { org: string; user: string; role: string; actor: Actor; ip?: string; now?: Date }) {
  const role = parseRole(input.role);
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    const org = await lockOrg(tx, input.org);
    await assertOrgAdmin(tx, input.actor, org.id);
    if (role === "owner") await assertOrgOwner(tx, input.actor, org.id);
    const account = await findAccount(tx, input.user);
    if (await tx.membership.findUnique({ where: { orgId_userId: { orgId: org.id, userId: account.id } }, select: { role: true } })) {
      throw new AppError("MEMBER_EXISTS", `${account.handle} is already a member of ${org.handle}.`, { details: { org: org.handle, user: account.handle } });
    }
    await tx.orgInvitation.deleteMany({ where: { orgId: org.id, userId: account.id, expiresAt: { lte: now } } });
    const open = await tx.orgInvitation.findUnique({
      where: { orgId_userId: { orgId: org.id, userId: account.id } },
      select: { id: true, orgId: true, role: true, invitedById: true },
    });
    // One its inviter may no longer make is void (it cannot be accepted): a new invitation replaces it.
    if (open && !(await inviterMayGrant(tx, open))) await tx.orgInvitation.delete({ where: { id: open.id } });
    else if (open)
      throw new AppError("MEMBER_EXISTS", `${account.handle} already has an open invitation to ${org.handle}.`, {
        details: { org: org.handle, user: account.handle },
      });
    const invitation = await tx.orgInvitation.create({
      data: { orgId: org.id, userId: account.id, role, invitedById: input.actor.userId, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000) },
      select: { id: true, expiresAt: true },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "org.member-invite",
      targetType: "org",
      targetId: org.id,
      ip: input.ip ?? null,
      data: { org: org.handle, user: account.handle, role },
    });
    return { id: invitation.id, org: org.handle, user: account.handle, role, expiresAt: invitation.expiresAt.toISOString() };
  });
}

/** The invitee answers: accept makes them a member in the invited role; decline drops it. */
export async function answerOrgInvitation(input: { invitationId: string; accept: boolean; actor: Actor; ip?: string; now?: Date }) {
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    const invitation = await tx.orgInvitation.findUnique({
      where: { id: input.invitationId },
      select: { id: true, orgId: true, userId: true, role: true, invitedById: true, expiresAt: true, org: { select: { handle: true } } },
    });
    // Someone else's invitation is answered exactly like one that does not exist.
    if (!invitation || invitation.userId !== input.actor.userId || invitation.expiresAt <= now) {
      throw new AppError("MEMBER_NOT_FOUND", "No open invitation with that id for you.", { details: { invitationId: input.invitationId } });
    }
    await lockOrg(tx, invitation.org.handle);
    // Checked under the org's lock, so a removal or demotion of the inviter committing now is seen.
    if (input.accept && !(await inviterMayGrant(tx, invitation))) {
      throw new AppError(
        "INVITATION_REVOKED",
        "Whoever sent this invitation may no longer grant that role; ask a current owner or admin to invite you again.",
        {
          details: { invitationId: invitation.id },
        },
      );
    }
    await tx.orgInvitation.delete({ where: { id: invitation.id } });
    const joined =
      input.accept &&
      !(await tx.membership.findUnique({ where: { orgId_userId: { orgId: invitation.orgId, userId: invitation.userId } }, select: { role: true } }));
    if (input.accept) {
      await tx.membership.upsert({
        where: { orgId_userId: { orgId: invitation.orgId, userId: invitation.userId } },
        create: { orgId: invitation.orgId, userId: invitation.userId, role: invitation.role },
        // Accepting makes a claim-granted membership one granted by hand (the group claim leaves it alone).
        update: { source: "manual" },
      });
    }
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: input.accept ? "org.invite-accept" : "org.invite-decline",
      targetType: "org",
      targetId: invitation.orgId,
      ip: input.ip ?? null,
      data: { org: invitation.org.handle, user: input.actor.handle, role: invitation.role },
    });
    if (joined) await recordAccessChange(tx, { orgId: invitation.orgId, userId: invitation.userId });
    return { org: invitation.org.handle, role: invitation.role, accepted: input.accept };
  });
}
