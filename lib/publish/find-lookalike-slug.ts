// Typosquat guard: a new slug that reads like a popular skill of another publisher is held for
// review instead of going live. "Looks like" = same skeleton after folding ASCII homoglyphs and
// hyphens, or within a small edit distance of a popular slug. What "popular" means (and why it
// must not be cheap to fake) is in popularity.ts.
import type { Tx } from "@/lib/db";
import { popularSkillCondition } from "./popularity";

const CANDIDATES = 2_000;

const HOMOGLYPHS: Array<[RegExp, string]> = [
  [/rn/g, "m"],
  [/vv/g, "w"],
  [/cl/g, "d"],
  [/0/g, "o"],
  [/[1i]/g, "l"],
  [/3/g, "e"],
  [/5/g, "s"],
  [/-/g, ""],
];

export function slugSkeleton(slug: string): string {
  return HOMOGLYPHS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), slug);
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

export function looksAlike(candidate: string, popular: string): boolean {
  if (candidate === popular) return false;
  if (slugSkeleton(candidate) === slugSkeleton(popular)) return true;
  if (candidate.length < 4) return false;
  const allowed = Math.min(candidate.length, popular.length) >= 8 ? 2 : 1;
  return editDistance(candidate, popular, allowed) <= allowed;
}

/** Active popular skills of other publishers: the ones worth imitating. */
async function listProtectedSkills(tx: Tx, input: { ownerId: string; now: Date }) {
  return tx.$queryRaw<Array<{ slug: string; handle: string }>>`
    SELECT s."slug", u."handle"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId"
    WHERE s."deletedAt" IS NULL AND s."moderation" = 'ACTIVE' AND s."ownerId" <> ${input.ownerId} AND ${popularSkillCondition(input.now)}
    ORDER BY s."downloads" DESC, s."id"
    LIMIT ${CANDIDATES}`;
}

export async function findLookalikeSlug(tx: Tx, input: { slug: string; ownerId: string; now?: Date }): Promise<{ slug: string; ownerHandle: string } | null> {
  const popular = await listProtectedSkills(tx, { ownerId: input.ownerId, now: input.now ?? new Date() });
  const match = popular.find((skill) => looksAlike(input.slug, skill.slug));
  return match ? { slug: match.slug, ownerHandle: match.handle } : null;
}
