// Relevance with words: the tiers of match-tiers.ts chained with UNION ALL under one LIMIT, each
// ordered by rank score. PostgreSQL runs the branches in order (no parallel workers, see
// run-search-statement.ts) and stops once the page is full.
import { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { SEARCH_TOTAL_CAP, type ResolvedSearchQuery } from "../types";
import { matchTiers } from "./match-tiers";
import { keysetCondition, type SortKey } from "./postgres-sort";

export const HIT_COLUMNS = Prisma.sql`d."skillId", d.slug, d."displayName", d.summary, d."ownerHandle", d.version, d.verdict::text AS verdict, d."rankScore"`;

const rankKeys = (alias: string): SortKey[] => [
  { sql: Prisma.raw(`${alias}."rankScore"`), type: "float8" },
  { sql: Prisma.raw(`${alias}."skillId"`), type: "text" },
];

function cursorTier(query: ResolvedSearchQuery): { tier: number; keyset: Array<string | number> } | null {
  const keyset = query.after && "keyset" in query.after ? query.after.keyset : null;
  if (!keyset) return null;
  const tier = keyset[0];
  if (keyset.length !== 3 || typeof tier !== "number" || !Number.isInteger(tier) || tier < 0 || tier > 5) {
    throw new AppError("SEARCH_CURSOR_INVALID", "This cursor does not fit this search.");
  }
  return { tier, keyset };
}

export function tieredRelevanceSql(query: ResolvedSearchQuery): Prisma.Sql {
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  const cursor = cursorTier(query);
  const take = query.limit + 1 + offset;
  const tiers = matchTiers(query);
  // After a cursor: its tier continues below its last row, higher tiers are done, lower ones start over.
  const resume = (tier: number, alias: string) =>
    cursor === null || cursor.tier > tier ? Prisma.empty : Prisma.sql`AND ${keysetCondition(rankKeys(alias), cursor.keyset.slice(1))}`;
  const headResume = cursor && cursor.tier >= 2 ? Prisma.sql`AND ${keysetCondition([{ sql: Prisma.raw("h.tier"), type: "int" }, ...rankKeys("h")], cursor.keyset)}` : Prisma.empty;
  const setBranch = (name: "body" | "typo", tier: number) =>
    Prisma.sql`(SELECT s."skillId", s."rankScore", ${tier}::int AS tier FROM ${Prisma.raw(name)} s WHERE TRUE ${resume(tier, "s")} ORDER BY s."rankScore" DESC, s."skillId" DESC LIMIT ${take})`;
  const branches = [
    ...(cursor === null || cursor.tier >= 2 ? [Prisma.sql`(SELECT h."skillId", h."rankScore", h.tier FROM head h WHERE TRUE ${headResume} ORDER BY h.tier DESC, h."rankScore" DESC, h."skillId" DESC LIMIT ${take})`] : []),
    ...(cursor === null || cursor.tier >= 1 ? [setBranch("body", 1)] : []),
    ...(tiers.hasTypoTier ? [setBranch("typo", 0)] : []),
  ];
  return Prisma.sql`
    WITH ${tiers.ctes},
    page AS (SELECT * FROM (${Prisma.join(branches, " UNION ALL ")}) p LIMIT ${query.limit + 1} OFFSET ${offset})
    SELECT ${HIT_COLUMNS}, page.tier, page.tier AS k0, d."rankScore" AS k1, d."skillId" AS k2,
      (SELECT n FROM strict) + (SELECT count(*)::int FROM (SELECT 1 FROM typo LIMIT ${SEARCH_TOTAL_CAP + 1}) t) AS total
    FROM page JOIN "SkillSearchDocument" d ON d."skillId" = page."skillId"
    ORDER BY page.tier DESC, d."rankScore" DESC, d."skillId" DESC`;
}
