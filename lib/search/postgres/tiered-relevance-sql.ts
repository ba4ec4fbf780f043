// Relevance with words: the tiers of match-tiers.ts chained with UNION ALL under one LIMIT, each
// ordered by rank score. PostgreSQL runs the branches in order (no parallel workers, see
// run-search-statement.ts) and stops once the page is full. Returned as parts of the one search
// statement (search-postgres.ts), which adds the facets over the same tiers.
import { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { SEARCH_TOTAL_CAP, type ResolvedSearchQuery } from "../types";
import { documentsFrom } from "./documents-from";
import { matchTiers } from "./match-tiers";
import { keysetCondition, type SortKey } from "./postgres-sort";
import type { StatementParts } from "./statement-parts";

/** The facet columns as the tiers carry them (match-tiers.ts, with facets), read back without the table alias. */
const FACET_OUTPUT = Prisma.sql`topics, categories, os, bins, verdict, "ownerHandle"`;

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

/**
 * The count, exact up to the cap only as far as the page read: when the head (tiers 2–5) filled the
 * page, the other tiers were never scanned (for a common word, the GIN bitmap of every document
 * that mentions it: most of the statement's cost), so the total is the head's count, a lower bound.
 * Otherwise every tier was read in full (each is ordered by rank) and the count is exact. Facets
 * read every tier anyway, so with facets the count is always exact.
 */
function relevanceTotal(query: ResolvedSearchQuery, cursor: ReturnType<typeof cursorTier>): Pick<StatementParts, "total" | "bounded"> {
  const cap = SEARCH_TOTAL_CAP + 1;
  const exact = Prisma.sql`(SELECT n FROM strict) + (SELECT count(*)::int FROM (SELECT 1 FROM typo LIMIT ${cap}) t)`;
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  if (offset > 0 || query.facets?.length || (cursor && cursor.tier < 2)) return { total: exact, bounded: Prisma.sql`FALSE` };
  // hits holds the page plus one row: all from the head means the head branch stopped the scan.
  const headOnly = Prisma.sql`((SELECT count(*) FROM hits WHERE tier >= 2) > ${query.limit})`;
  return {
    total: Prisma.sql`(CASE WHEN ${headOnly} THEN (SELECT count(*)::int FROM (SELECT 1 FROM head LIMIT ${cap}) h) ELSE ${exact} END)`,
    bounded: headOnly,
  };
}

export function tieredRelevanceParts(query: ResolvedSearchQuery): StatementParts {
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  const cursor = cursorTier(query);
  const take = query.limit + 1 + offset;
  const tiers = matchTiers(query);
  // After a cursor: its tier continues below its last row, higher tiers are done, lower ones start over.
  const resume = (tier: number, alias: string) =>
    cursor === null || cursor.tier > tier ? Prisma.empty : Prisma.sql`AND ${keysetCondition(rankKeys(alias), cursor.keyset.slice(1))}`;
  const headResume =
    cursor && cursor.tier >= 2
      ? Prisma.sql`AND ${keysetCondition([{ sql: Prisma.raw("h.tier"), type: "int" }, ...rankKeys("h")], cursor.keyset)}`
      : Prisma.empty;
  const setBranch = (name: "body" | "typo", tier: number) =>
    Prisma.sql`(SELECT s."skillId", s."rankScore", ${tier}::int AS tier FROM ${Prisma.raw(name)} s WHERE TRUE ${resume(tier, "s")} ORDER BY s."rankScore" DESC, s."skillId" DESC LIMIT ${take})`;
  const branches = [
    ...(cursor === null || cursor.tier >= 2
      ? [
          Prisma.sql`(SELECT h."skillId", h."rankScore", h.tier FROM head h WHERE TRUE ${headResume} ORDER BY h.tier DESC, h."rankScore" DESC, h."skillId" DESC LIMIT ${take})`,
        ]
      : []),
    ...(cursor === null || cursor.tier >= 1 ? [setBranch("body", 1)] : []),
    ...(tiers.hasTypoTier ? [setBranch("typo", 0)] : []),
  ];
  return {
    ctes: Prisma.sql`${tiers.ctes},
    page AS (SELECT * FROM (${Prisma.join(branches, " UNION ALL ")}) p LIMIT ${query.limit + 1} OFFSET ${offset})`,
    hits: Prisma.sql`SELECT ${HIT_COLUMNS}, page.tier, page.tier AS k0, d."rankScore" AS k1, d."skillId" AS k2
    FROM page JOIN ${documentsFrom(query.audience)} d ON d."skillId" = page."skillId"`,
    keys: 3,
    ...relevanceTotal(query, cursor),
    // Facets read the same tiers, best first, up to the cap; the tiers carry the facet columns then.
    facetMatches: Prisma.sql`SELECT ${FACET_OUTPUT} FROM ((SELECT ${FACET_OUTPUT} FROM head) UNION ALL (SELECT ${FACET_OUTPUT} FROM body) UNION ALL (SELECT ${FACET_OUTPUT} FROM typo)) d LIMIT ${SEARCH_TOTAL_CAP + 1}`,
  };
}
