// The owner of a hidden skill (in an org: any member who may publish it) asks a moderator to look
// again. One open appeal per skill; it sits in the moderation queue until a moderator decides on
// the skill (close-appeals.ts), and the appellant is told the outcome.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, assertCanManageSkill } from "@/lib/access";
import { lockSkill } from "@/lib/publish/lock-skill";

export const MAX_APPEAL_LENGTH = 2000;

export async function appealHiddenSkill(input: { actor: Actor; slug: string; message: string; ip?: string }) {
  assertAccountAction(input.actor, "appeal moderation");
  const message = input.message.trim().slice(0, MAX_APPEAL_LENGTH);
  if (!message) throw new AppError("REASON_REQUIRED", "Say why the skill should be public again.", { details: { field: "message" } });
  return db.$transaction(async (tx) => {
    const skill = await lockSkill(tx, { slug: input.slug });
    await assertCanManageSkill(tx, input.actor, skill);
    if (skill.deletedAt || (skill.moderation !== "AUTO_HIDDEN" && skill.moderation !== "HIDDEN")) {
      throw new AppError("NOT_HIDDEN", `'${skill.slug}' is not hidden; there is nothing to appeal.`, {
        details: { slug: skill.slug, moderation: skill.moderation },
      });
    }
    const open = await tx.moderationAppeal.findUnique({ where: { openKey: skill.id }, select: { id: true } });
    if (open)
      throw new AppError("APPEAL_EXISTS", `'${skill.slug}' already has an open appeal; a moderator will answer it.`, { details: { appealId: open.id } });
    const appeal = await tx.moderationAppeal.create({
      data: { skillId: skill.id, userId: input.actor.userId, message, openKey: skill.id },
      select: { id: true, createdAt: true },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.appeal",
      targetType: "appeal",
      targetId: appeal.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, moderation: skill.moderation },
    });
    return { id: appeal.id, slug: skill.slug, status: "OPEN" as const, createdAt: appeal.createdAt };
  });
}
