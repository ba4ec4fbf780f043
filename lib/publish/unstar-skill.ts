// Remove a star. Idempotent like starSkill; removing a star works on skills that have since been
// hidden, so people can always clean up their own stars, but without a star to remove a skill the
// caller may not see answers SKILL_NOT_FOUND (its star count is not theirs to read).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { assertAccountAction, seeSkill } from "@/lib/access";

export async function unstarSkill(input: { actor: Actor; slug: string }) {
  assertAccountAction(input.actor, "star skills");
  return db.$transaction(async (tx) => {
    const skill = await tx.skill.findUnique({
      where: { slug: input.slug },
      select: { id: true, slug: true, stars: true, ownerId: true, moderation: true, deletedAt: true, visibility: true },
    });
    if (!skill) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
    const { count } = await tx.star.deleteMany({ where: { userId: input.actor.userId, skillId: skill.id } });
    if (count === 0) {
      await seeSkill({ viewer: input.actor, skill, asked: input.slug, client: tx });
      return { slug: skill.slug, starred: false, changed: false, stars: skill.stars };
    }
    const updated = await tx.skill.update({ where: { id: skill.id }, data: { stars: { decrement: 1 } }, select: { stars: true } });
    await refreshSkillSearch(tx, skill.id);
    await recordAudit(tx, { actorId: input.actor.userId, action: "skill.unstar", targetType: "skill", targetId: skill.id, skillId: skill.id });
    return { slug: skill.slug, starred: false, changed: true, stars: updated.stars };
  });
}
