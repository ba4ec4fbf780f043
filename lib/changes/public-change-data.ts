// What the public change feed may say about an event. Events are recorded with the details the
// writer had (lib/audit record-change), including moderators' free-text reasons for hiding and
// blocking; the feed is anonymous and mirrored, so each kind publishes only the fields listed here
// and moderation reasons become a fixed public label. A field a writer adds later stays private
// until it is listed.
import type { Prisma } from "@/lib/db";
import { AUTO_HIDE_LABEL } from "@/lib/moderation/report-policy";

/** Public wording for moderation events, never the moderator's own words. */
export const PUBLIC_MODERATION_LABELS = { hide: "hidden by moderators", block: "blocked by moderators", unblock: "unblocked by moderators" } as const;

const PUBLIC_FIELDS: Record<string, readonly string[]> = {
  publish: ["digest", "verdict"],
  withdraw: ["releasedTags"],
  restore: [],
  delete: [],
  undelete: [],
  verdict: ["from", "to", "by", "scannerVersion"],
  hide: [],
  unhide: [],
  transfer: ["from", "to"],
  tag: ["tag", "previous", "removed"],
  block: ["releasedTags"],
  unblock: [],
  visibility: ["visibility"],
};

export function publicChangeData(kind: string, data: Prisma.JsonValue | null): Record<string, unknown> | null {
  const stored = data !== null && typeof data === "object" && !Array.isArray(data) ? data : {};
  const kept: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS[kind] ?? []) if (stored[field] !== undefined) kept[field] = stored[field];
  if (kind in PUBLIC_MODERATION_LABELS) kept.reason = PUBLIC_MODERATION_LABELS[kind as keyof typeof PUBLIC_MODERATION_LABELS];
  // A hide by the report automation (lib/moderation/report-skill.ts) keeps its own label: what a few
  // reporters did is never told as a moderator's judgement of the skill.
  if (kind === "hide" && stored.reason === AUTO_HIDE_LABEL) kept.reason = AUTO_HIDE_LABEL;
  return Object.keys(kept).length > 0 ? kept : null;
}
