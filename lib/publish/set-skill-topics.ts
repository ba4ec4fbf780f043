// Replace a skill's topics (the labels people browse by). Owners only; the search document follows
// in the same transaction so a topic filter finds the skill at once.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { lockManagedSkill } from "./lock-managed-skill";

export const MAX_TOPICS = 20;
const TOPIC_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** "Developer Tools" → "developer-tools"; duplicates collapse, order is kept. */
export function normalizeTopics(topics: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of topics) {
    const topic = raw.trim().toLowerCase().replace(/^#+/, "").replace(/[\s_]+/g, "-");
    if (!topic) continue;
    if (!TOPIC_PATTERN.test(topic)) {
      throw new AppError("TOPIC_INVALID", `'${raw.trim()}' is not a topic: use 1–32 lower-case letters, digits and hyphens.`, { details: { topic: raw } });
    }
    if (!out.includes(topic)) out.push(topic);
  }
  if (out.length > MAX_TOPICS) throw new AppError("TOPIC_INVALID", `A skill has at most ${MAX_TOPICS} topics.`, { details: { count: out.length } });
  return out;
}

export async function setSkillTopics(input: { actor: Actor; slug: string; topics: readonly string[]; ip?: string }) {
  const topics = normalizeTopics(input.topics);
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "publish" });
    const updated = await tx.skill.update({ where: { id: skill.id }, data: { topics }, select: { topics: true } });
    await refreshSkillSearch(tx, skill.id);
    await recordAudit(tx, { actorId: input.actor.userId, action: "skill.set-topics", targetType: "skill", targetId: skill.id, skillId: skill.id, ip: input.ip ?? null, data: { slug: skill.slug, topics } });
    return { slug: skill.slug, topics: updated.topics };
  });
}
