// Star a skill. Idempotent: starring twice keeps one star, and the counter only moves when a
// star row was actually inserted, so concurrent double-clicks cannot inflate it.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { assertAccountAction, seeSkill, skillNotFound } from "@/lib/access";

export async function starSkill(input: { actor: Actor; slug: string }) {
  assertAccountAction(input.actor, "star skills");
  return db.$transaction(async (tx) => {
    const skill = await tx.skill.findUnique({
      where: { slug: input.slug },
      select: { id: true, slug: true, ownerId: true, deletedAt: true, visibility: true, moderation: true },
    });
    // Only a skill the actor may see, and never a deleted one (its page is gone for everyone but its owners).
    if (!skill || skill.deletedAt) throw skillNotFound(input.slug);
    await seeSkill({ viewer: input.actor, skill, client: tx });
    const { count } = await tx.star.createMany({ data: [{ userId: input.actor.userId, skillId: skill.id }], skipDuplicates: true });
    if (count === 0) {
      const current = await tx.skill.findUniqueOrThrow({ where: { id: skill.id }, select: { stars: true } });
      return { slug: skill.slug, starred: true, changed: false, stars: current.stars };
    }
    const updated = await tx.skill.update({ where: { id: skill.id }, data: { stars: { increment: 1 } }, select: { stars: true } });
    await refreshSkillSearch(tx, skill.id);
    await recordAudit(tx, { actorId: input.actor.userId, action: "skill.star", targetType: "skill", targetId: skill.id, skillId: skill.id });
    return { slug: skill.slug, starred: true, changed: true, stars: updated.stars };
  });
}
