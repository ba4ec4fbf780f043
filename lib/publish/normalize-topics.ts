// Topics as stored: "Developer Tools" → "developer-tools", "#ai" → "ai"; duplicates collapse, order
// is kept. Every way a skill gets topics (publishVersion for the website, the CLI, GitHub import
// and the seed; setSkillTopics on the manage page) goes through this one function.
import { AppError } from "@/lib/errors";

export const MAX_TOPICS = 20;
const TOPIC_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** Throws TOPIC_INVALID for a topic that is not 1–32 lower-case letters, digits and hyphens, or more than MAX_TOPICS. */
export function normalizeTopics(topics: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of topics) {
    const topic = raw
      .trim()
      .toLowerCase()
      .replace(/^#+/, "")
      .replace(/[\s_]+/g, "-");
    if (!topic) continue;
    if (!TOPIC_PATTERN.test(topic)) {
      throw new AppError("TOPIC_INVALID", `'${raw.trim()}' is not a topic: use 1–32 lower-case letters, digits and hyphens.`, { details: { topic: raw } });
    }
    if (!out.includes(topic)) out.push(topic);
  }
  if (out.length > MAX_TOPICS) throw new AppError("TOPIC_INVALID", `A skill has at most ${MAX_TOPICS} topics.`, { details: { count: out.length } });
  return out;
}
