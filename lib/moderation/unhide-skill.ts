// A moderator makes a skill public again: unhides a hidden or auto-hidden skill, or approves a
// new slug held because it looked like a popular one. Reports filed before this decision no
// longer count towards an automatic hide, new ones cannot hide it for a while (pause-auto-hide.ts),
// and an open appeal is upheld.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockSkill } from "@/lib/publish/lock-skill";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { assertModerator } from "./assert-moderator";
import { closeAppeals } from "./close-appeals";
import { pausedAutoHide } from "./pause-auto-hide";
import { requireReason } from "./require-reason";

export async function unhideSkill(input: { actor: Actor; slug: string; reason: string; ip?: string }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    const skill = await lockSkill(tx, { slug: input.slug });
    if (skill.moderation === "ACTIVE") throw new AppError("INVALID_STATE", `'${skill.slug}' is not hidden or held.`, { details: { slug: skill.slug } });
    const now = new Date();
    await tx.skill.update({
      where: { id: skill.id },
      data: { moderation: "ACTIVE", moderationReason: null, ...pausedAutoHide(now), moderatedById: input.actor.userId },
    });
    await closeAppeals(tx, { skill, actorId: input.actor.userId, outcome: "UPHELD", now });
    await refreshSkillState(tx, skill.id);
    const action = skill.moderation === "HELD" ? "moderation.approve-skill" : "moderation.unhide-skill";
    const data = { slug: skill.slug, from: skill.moderation, to: "ACTIVE" };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action,
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "unhide", skillId: skill.id, slug: skill.slug, data: { from: skill.moderation } });
    return { slug: skill.slug, moderation: "ACTIVE" as const, previous: skill.moderation };
  });
}
