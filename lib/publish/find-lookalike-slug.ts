// Typosquat guard: a new slug that reads like a popular skill of another publisher is held for
// review instead of going live. "Looks like" is the scanner's own judgement (scanner/supply), so the
// slug guard and the scanner's typosquat rule cannot disagree. What "popular" means (and why it must
// not be cheap to fake) is in popularity.ts.
import { publicSkillSql } from "@/lib/access";
import { db, type Tx } from "@/lib/db";
import { looksAlike } from "@/scanner/supply/lookalike-name";
import { popularSkillCondition } from "./popularity";

const CANDIDATES = 2_000;

/**
 * Public popular skills (of other publishers than `excludeOwnerId`): the ones worth imitating. Only
 * public ones (lib/access): the hold reason and the scanner's finding name the skill imitated, and a
 * private skill's name must never reach someone outside it.
 */
export async function listPopularSkills(client: Tx | typeof db, input: { excludeOwnerId?: string; now?: Date }) {
  const now = input.now ?? new Date();
  const owner = input.excludeOwnerId ?? "";
  return client.$queryRaw<Array<{ slug: string; handle: string }>>`
    SELECT s."slug", u."handle"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId"
    WHERE ${publicSkillSql("s")} AND s."ownerId" <> ${owner} AND ${popularSkillCondition(now)}
    ORDER BY s."downloads" DESC, s."id"
    LIMIT ${CANDIDATES}`;
}

export async function findLookalikeSlug(tx: Tx, input: { slug: string; ownerId: string; now?: Date }): Promise<{ slug: string; ownerHandle: string } | null> {
  const popular = await listPopularSkills(tx, { excludeOwnerId: input.ownerId, now: input.now });
  const match = popular.find((skill) => looksAlike(input.slug, skill.slug));
  return match ? { slug: match.slug, ownerHandle: match.handle } : null;
}
