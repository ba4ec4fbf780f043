// Replace a skill's topics (the labels people browse by). Owners only; the search document follows
// in the same transaction so a topic filter finds the skill at once.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { lockManagedSkill } from "./lock-managed-skill";
import { normalizeTopics } from "./normalize-topics";

export async function setSkillTopics(input: { actor: Actor; slug: string; topics: readonly string[]; ip?: string }) {
  const topics = normalizeTopics(input.topics);
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "publish" });
    const updated = await tx.skill.update({ where: { id: skill.id }, data: { topics }, select: { topics: true } });
    await refreshSkillSearch(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "skill.set-topics",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, topics },
    });
    return { slug: skill.slug, topics: updated.topics };
  });
}
