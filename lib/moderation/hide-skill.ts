// A moderator hides a skill: gone from listings, search and installs until unhidden. Works on
// held and auto-hidden skills too (the moderator's decision replaces the automatic one).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockSkill } from "@/lib/publish/lock-skill";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { assertModerator } from "./assert-moderator";
import { closeAppeals } from "./close-appeals";
import { requireReason } from "./require-reason";

export async function hideSkill(input: { actor: Actor; slug: string; reason: string; ip?: string }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    const skill = await lockSkill(tx, { slug: input.slug });
    if (skill.moderation === "HIDDEN") throw new AppError("INVALID_STATE", `'${skill.slug}' is already hidden.`, { details: { slug: skill.slug } });
    const now = new Date();
    await tx.skill.update({
      where: { id: skill.id },
      data: { moderation: "HIDDEN", moderationReason: reason, moderatedAt: now, moderatedById: input.actor.userId },
    });
    // Hiding answers an open appeal against an automatic hide: the skill stays hidden.
    await closeAppeals(tx, { skill, actorId: input.actor.userId, outcome: "REJECTED", now });
    await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, from: skill.moderation, to: "HIDDEN" };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.hide-skill",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "hide", skillId: skill.id, slug: skill.slug, data: { reason } });
    return { slug: skill.slug, moderation: "HIDDEN" as const };
  });
}
