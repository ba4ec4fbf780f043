// Typosquat guard: a new slug that reads like a popular skill of another publisher is held for
// review instead of going live. "Looks like" is the scanner's own judgement (scanner/supply), so the
// slug guard and the scanner's typosquat rule cannot disagree.
import type { Tx } from "@/lib/db";
import { looksAlike } from "@/scanner/supply/lookalike-name";

export { editDistance, looksAlike, slugSkeleton } from "@/scanner/supply/lookalike-name";

// Popular enough to be worth imitating. Small registries have few; official publishers always count.
const POPULAR_DOWNLOADS = 25;
const POPULAR_STARS = 5;
const CANDIDATES = 2_000;

/** Skills worth imitating: the slug guard and the scanner's typosquat list (scan-options.ts) use the same test. */
export const POPULAR_SKILL = { OR: [{ downloads: { gte: POPULAR_DOWNLOADS } }, { stars: { gte: POPULAR_STARS } }, { owner: { official: true } }] };
export const POPULAR_CANDIDATES = CANDIDATES;

export async function findLookalikeSlug(tx: Tx, input: { slug: string; ownerId: string }): Promise<{ slug: string; ownerHandle: string } | null> {
  const popular = await tx.skill.findMany({
    where: {
      deletedAt: null,
      ownerId: { not: input.ownerId },
      ...POPULAR_SKILL,
    },
    orderBy: { downloads: "desc" },
    take: CANDIDATES,
    select: { slug: true, owner: { select: { handle: true } } },
  });
  const match = popular.find((skill) => looksAlike(input.slug, skill.slug));
  return match ? { slug: match.slug, ownerHandle: match.owner.handle } : null;
}
