// Typosquat guard: a new slug that reads like a popular skill of another publisher is held for
// review instead of going live. "Looks like" = same skeleton after folding ASCII homoglyphs and
// hyphens, or within a small edit distance of a popular slug.
// "Popular" must not be cheap to fake, or the guard becomes a weapon: an attacker starring their
// own fresh `csv-tools` from five new accounts would get everyone's `csv-tool` held. So a skill is
// protected only when it is old enough and either its stars come from established accounts or it
// has been installed on several different days; official publishers' active skills always are.
import type { Tx } from "@/lib/db";
import { ABUSE_SCORE_LIMIT, establishedBefore } from "@/lib/moderation/account-standing";

/** A skill younger than this protects nothing (whatever its counters say). */
export const MIN_PROTECTED_AGE_DAYS = 14;
/** Stars from established accounts in good standing (the owner's own does not count). */
export const POPULAR_STARS = 5;
/** Installs, spread over at least POPULAR_INSTALL_DAYS different days. */
export const POPULAR_INSTALLS = 25;
export const POPULAR_INSTALL_DAYS = 5;
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

/** Active skills of other publishers that are worth imitating (see the comment at the top). */
async function listProtectedSkills(tx: Tx, input: { ownerId: string; now: Date }) {
  const protectedBefore = new Date(input.now.getTime() - MIN_PROTECTED_AGE_DAYS * 86_400_000);
  // The denormalised counters bound the real figures from above, so they pre-filter cheaply and
  // the per-skill counts below run only for the few candidates.
  return tx.$queryRaw<Array<{ slug: string; handle: string }>>`
    SELECT s."slug", u."handle"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId"
    WHERE s."deletedAt" IS NULL AND s."moderation" = 'ACTIVE' AND s."ownerId" <> ${input.ownerId}
      AND (u."official" OR (s."createdAt" <= ${protectedBefore} AND (
        (s."stars" >= ${POPULAR_STARS} AND (
          SELECT count(*) FROM "Star" st JOIN "User" fan ON fan."id" = st."userId"
          WHERE st."skillId" = s."id" AND fan."id" <> s."ownerId" AND fan."createdAt" <= ${establishedBefore(input.now)}
            AND fan."bannedAt" IS NULL AND fan."abuseScore" < ${ABUSE_SCORE_LIMIT}
        ) >= ${POPULAR_STARS})
        OR (s."installs" >= ${POPULAR_INSTALLS} AND (
          SELECT count(*) FROM "DailyStat" d WHERE d."skillId" = s."id" AND d."installs" > 0
        ) >= ${POPULAR_INSTALL_DAYS})
      )))
    ORDER BY s."downloads" DESC, s."id"
    LIMIT ${CANDIDATES}`;
}

export async function findLookalikeSlug(tx: Tx, input: { slug: string; ownerId: string; now?: Date }): Promise<{ slug: string; ownerHandle: string } | null> {
  const popular = await listProtectedSkills(tx, { ownerId: input.ownerId, now: input.now ?? new Date() });
  const match = popular.find((skill) => looksAlike(input.slug, skill.slug));
  return match ? { slug: match.slug, ownerHandle: match.handle } : null;
}
