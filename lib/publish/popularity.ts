// When a skill counts as popular (or verified): then a look-alike new slug of another publisher is
// held (find-lookalike-slug.ts), and reports cannot hide it automatically, only a moderator can
// (lib/moderation/report-skill.ts). Both guards are weapons if "popular" is cheap: five fresh
// accounts starring an attacker's own `csv-tools`, or reporting installs of it on five days, would
// get everyone's `csv-tool` held. So a skill is popular only when it is old enough and either its
// stars come from accounts that vouch (lib/moderation/vouching-account-sql.ts: established, in
// good standing, not the owner) or such accounts reported installing it on several different days.
// Official (verified) publishers' skills always count. docs/operations.md lists the numbers.
import { db, Prisma, type Tx } from "@/lib/db";
import { vouchingAccountSql } from "@/lib/moderation/vouching-account-sql";

/** A skill younger than this is never popular (whatever its counters say). */
export const MIN_PROTECTED_AGE_DAYS = 14;
/** Stars from established accounts in good standing (the owner's own does not count). */
export const POPULAR_STARS = 5;
/** Installs reported by accounts that vouch (DailyStat.vouchedInstalls), spread over at least POPULAR_INSTALL_DAYS different days. */
export const POPULAR_INSTALLS = 25;
export const POPULAR_INSTALL_DAYS = 5;

/**
 * A boolean SQL condition over `s` (the Skill) and `u` (its owner). The denormalised counters bound
 * the real figures from above, so they filter cheaply and the per-skill counts run only for the few
 * candidates.
 */
export function popularSkillCondition(now: Date): Prisma.Sql {
  const protectedBefore = new Date(now.getTime() - MIN_PROTECTED_AGE_DAYS * 86_400_000);
  return Prisma.sql`(u."official" OR (s."createdAt" <= ${protectedBefore} AND (
    (s."stars" >= ${POPULAR_STARS} AND (
      SELECT count(*) FROM "Star" st JOIN "User" fan ON fan."id" = st."userId"
      WHERE st."skillId" = s."id" AND ${vouchingAccountSql({ account: "fan", ownerId: Prisma.sql`s."ownerId"`, now })}
    ) >= ${POPULAR_STARS})
    OR (s."installs" >= ${POPULAR_INSTALLS} AND (
      SELECT count(*) FILTER (WHERE d."vouchedInstalls" > 0) >= ${POPULAR_INSTALL_DAYS} AND coalesce(sum(d."vouchedInstalls"), 0) >= ${POPULAR_INSTALLS}
      FROM "DailyStat" d WHERE d."skillId" = s."id"
    ))
  )))`;
}

export async function isPopularSkill(client: Tx | typeof db, input: { skillId: string; now?: Date }): Promise<boolean> {
  const rows = await client.$queryRaw<Array<{ popular: boolean }>>`
    SELECT ${popularSkillCondition(input.now ?? new Date())} AS "popular"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId" WHERE s."id" = ${input.skillId}`;
  return rows[0]?.popular === true;
}
