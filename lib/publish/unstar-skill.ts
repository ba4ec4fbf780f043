// Remove a star. Idempotent like starSkill; removing a star works on skills that have since been
// hidden, so people can always clean up their own stars, but without a star to remove a skill the
// caller may not see answers SKILL_NOT_FOUND (its star count is not theirs to read), and so does a
// skill whose audience the caller is not in, star or no star.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { assertAccountAction, inAudience, seeSkill, skillNotFound, standingOf } from "@/lib/access";

export async function unstarSkill(input: { actor: Actor; slug: string }) {
  assertAccountAction(input.actor, "star skills");
  return db.$transaction(async (tx) => {
    const skill = await tx.skill.findUnique({
      where: { slug: input.slug },
      select: { id: true, slug: true, stars: true, ownerId: true, moderation: true, deletedAt: true, visibility: true },
    });
    const notFound = () => skillNotFound(input.slug);
    if (!skill) throw notFound();
    // Someone outside its audience (a member since removed from a private skill's org) may not even
    // learn that it still exists, let alone its star count: their star stays, unseen by them.
    if (!inAudience(await standingOf(tx, input.actor, skill.ownerId), skill)) throw notFound();
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
