// Ban a publisher: they can no longer sign in or use tokens (all revoked, sessions dropped), their
// skills are hidden and their pending transfers cancelled; nothing new is published under them (for
// a banned org: by its members, lib/publish resolve-publisher.ts). Moderators cannot ban staff; admins can.
import { isAdmin, type Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { assertModerator } from "./assert-moderator";
import { requireReason } from "./require-reason";

/** Prefix of moderationReason on skills hidden by a ban: unbanPublisher brings exactly those back. */
export const BANNED_REASON_PREFIX = "Publisher banned: ";

export async function banPublisher(input: { actor: Actor; handle: string; reason: string; ip?: string }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    const handle = input.handle.trim().toLowerCase();
    const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "User" WHERE "handle" = ${handle} FOR UPDATE`;
    const target = rows[0] ? await tx.user.findUnique({ where: { id: rows[0].id }, select: { id: true, handle: true, role: true, bannedAt: true } }) : null;
    if (!target) throw new AppError("USER_NOT_FOUND", `No publisher '${input.handle}'.`, { details: { handle: input.handle } });
    if (target.id === input.actor.userId) throw new AppError("INVALID_STATE", "You cannot ban yourself.");
    if (target.role !== "USER" && !isAdmin(input.actor)) throw new AppError("FORBIDDEN", "Only admins can ban moderators and admins.");
    if (target.bannedAt) throw new AppError("INVALID_STATE", `${target.handle} is already banned.`, { details: { handle: target.handle } });

    const now = new Date();
    await tx.user.update({ where: { id: target.id }, data: { bannedAt: now, banReason: reason } });
    const revokedTokens = (await tx.apiToken.updateMany({ where: { userId: target.id, revokedAt: null }, data: { revokedAt: now } })).count;
    await tx.session.deleteMany({ where: { userId: target.id } });
    await tx.transferRequest.updateMany({
      where: { status: "PENDING", OR: [{ fromUserId: target.id }, { toUserId: target.id }] },
      data: { status: "CANCELLED", resolvedAt: now },
    });
    const skills = await tx.skill.findMany({ where: { ownerId: target.id, moderation: { not: "HIDDEN" } }, select: { id: true, slug: true } });
    const moderationReason = `${BANNED_REASON_PREFIX}${reason}`.slice(0, 1000);
    for (const skill of skills) {
      await tx.skill.update({ where: { id: skill.id }, data: { moderation: "HIDDEN", moderationReason, moderatedAt: now, moderatedById: input.actor.userId } });
      await refreshSkillState(tx, skill.id);
      await recordChange(tx, { kind: "hide", skillId: skill.id, slug: skill.slug, data: { reason: moderationReason } });
    }
    const hiddenSkills = skills.map((skill) => skill.slug);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.ban-publisher",
      targetType: "user",
      targetId: target.id,
      reason,
      ip: input.ip ?? null,
      data: { handle: target.handle, revokedTokens, hiddenSkills },
    });
    return { handle: target.handle, bannedAt: now, revokedTokens, hiddenSkills };
  });
}
