// Facet counts (the 20 most common values each) over the same matches `total` counts: all of them
// up to the cap; beyond it, the first SEARCH_TOTAL_CAP in result order (relevance tiers, or the
// sort), so a broad search costs a bounded amount. The matches are read once however many facets.
import { Prisma, type Db, type Tx } from "@/lib/db";
import { SEARCH_TOTAL_CAP, type FacetCount, type FacetName, type ResolvedSearchQuery, type SearchFacets } from "../types";
import { queryWordsCte } from "./build-tsquery";
import { matchTiers } from "./match-tiers";
import { whereClause } from "./postgres-filters";
import { orderBy, sortKeys } from "./postgres-sort";
import { runSearchStatement, type SearchPlan } from "./run-search-statement";

const FACET_VALUES = 20;

const VALUE_SQL: Record<FacetName, Prisma.Sql> = {
  tags: Prisma.sql`unnest(m.topics)`,
  categories: Prisma.sql`unnest(m.categories)`,
  os: Prisma.sql`unnest(m.os)`,
  bins: Prisma.sql`unnest(m.bins)`,
  verdict: Prisma.sql`lower(m.verdict::text)`,
  owner: Prisma.sql`m."ownerHandle"`,
};

/** WITH entries ending in `ids(skillId)`: at most cap + 1 matches, best first. */
function matchIds(query: ResolvedSearchQuery): Prisma.Sql {
  const cap = SEARCH_TOTAL_CAP + 1;
  if (query.sort === "relevance" && query.tokens.length) {
    const tiers = matchTiers(query);
    return Prisma.sql`${tiers.ctes}, ids AS (SELECT "skillId" FROM (
      (SELECT "skillId" FROM head) UNION ALL (SELECT "skillId" FROM body) UNION ALL (SELECT "skillId" FROM typo)) u LIMIT ${cap})`;
  }
  const words = query.tokens.length ? Prisma.sql`${queryWordsCte(query.tokens)}, ` : Prisma.empty;
  return Prisma.sql`${words}ids AS (SELECT d."skillId" FROM "SkillSearchDocument" d WHERE ${whereClause(query)} ORDER BY ${orderBy(sortKeys(query))} LIMIT ${cap})`;
}

export async function countFacets(client: Db | Tx, plan: SearchPlan, query: ResolvedSearchQuery, facets: FacetName[]): Promise<SearchFacets> {
  const parts = facets.map(
    (facet) => Prisma.sql`(SELECT ${facet}::text AS facet, value, count(*)::int AS count
      FROM (SELECT ${VALUE_SQL[facet]} AS value FROM m) v GROUP BY value ORDER BY count DESC, value LIMIT ${FACET_VALUES})`,
  );
  const rows = await runSearchStatement<{ facet: FacetName; value: string; count: number }>(client, plan, Prisma.sql`
    WITH ${matchIds(query)},
    m AS MATERIALIZED (SELECT d.topics, d.categories, d.os, d.bins, d.verdict, d."ownerHandle" FROM ids JOIN "SkillSearchDocument" d ON d."skillId" = ids."skillId")
    ${Prisma.join(parts, " UNION ALL ")}`);
  const result: SearchFacets = Object.fromEntries(facets.map((facet) => [facet, [] as FacetCount[]]));
  for (const row of rows) result[row.facet]?.push({ value: row.value, count: row.count });
  for (const facet of facets) result[facet]?.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return result;
}
