// Lift a ban. Skills hidden by the ban come back; skills hidden for their own reasons stay
// hidden, and revoked tokens stay revoked (the publisher creates new ones).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { assertModerator } from "./assert-moderator";
import { BANNED_REASON_PREFIX } from "./ban-publisher";
import { requireReason } from "./require-reason";

export async function unbanPublisher(input: { actor: Actor; handle: string; reason: string; ip?: string }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    const handle = input.handle.trim().toLowerCase();
    const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "User" WHERE "handle" = ${handle} FOR UPDATE`;
    const target = rows[0] ? await tx.user.findUnique({ where: { id: rows[0].id }, select: { id: true, handle: true, bannedAt: true } }) : null;
    if (!target) throw new AppError("USER_NOT_FOUND", `No publisher '${input.handle}'.`, { details: { handle: input.handle } });
    if (!target.bannedAt) throw new AppError("INVALID_STATE", `${target.handle} is not banned.`, { details: { handle: target.handle } });
    const now = new Date();
    await tx.user.update({ where: { id: target.id }, data: { bannedAt: null, banReason: null } });
    const skills = await tx.skill.findMany({
      where: { ownerId: target.id, moderation: "HIDDEN", moderationReason: { startsWith: BANNED_REASON_PREFIX } },
      select: { id: true, slug: true },
    });
    for (const skill of skills) {
      await tx.skill.update({
        where: { id: skill.id },
        data: { moderation: "ACTIVE", moderationReason: null, moderatedAt: now, moderatedById: input.actor.userId },
      });
      await refreshSkillState(tx, skill.id);
      await recordChange(tx, { kind: "unhide", skillId: skill.id, slug: skill.slug, data: { from: "HIDDEN" } });
    }
    const restoredSkills = skills.map((skill) => skill.slug);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.unban-publisher",
      targetType: "user",
      targetId: target.id,
      reason,
      ip: input.ip ?? null,
      data: { handle: target.handle, restoredSkills },
    });
    return { handle: target.handle, restoredSkills };
  });
}
