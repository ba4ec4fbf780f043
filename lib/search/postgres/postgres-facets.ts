// Facet counts (the 20 most common values each) over the same matches `total` counts: all of them
// up to the cap; beyond it, the first SEARCH_TOTAL_CAP in result order (relevance tiers, or the
// sort), so a broad search costs a bounded amount. The matches are read once however many facets,
// inside the page's own statement (search-postgres.ts), which hands them over as `ids`.
import { Prisma } from "@/lib/db";
import type { FacetCount, FacetName, SearchFacets } from "../types";

const FACET_VALUES = 20;

const VALUE_SQL: Record<FacetName, Prisma.Sql> = {
  tags: Prisma.sql`unnest(m.topics)`,
  categories: Prisma.sql`unnest(m.categories)`,
  os: Prisma.sql`unnest(m.os)`,
  bins: Prisma.sql`unnest(m.bins)`,
  verdict: Prisma.sql`lower(m.verdict::text)`,
  owner: Prisma.sql`m."ownerHandle"`,
};

export type FacetRow = { facet: FacetName; value: string; count: number };

/** The columns facets count, as the statement's scans select them (`d`), so no match is read twice. */
export const FACET_COLUMNS = Prisma.sql`d.topics, d.categories, d.os, d.bins, d.verdict, d."ownerHandle"`;

/** WITH entry `m`: the facet columns of the matches, as `matches` selects them (FACET_COLUMNS). */
export function facetMatchesCte(matches: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`m AS MATERIALIZED (${matches})`;
}

/** A JSON array of FacetRow over `m` (at most 20 values per facet). */
export function facetRowsJson(facets: FacetName[]): Prisma.Sql {
  const parts = facets.map(
    (facet) => Prisma.sql`(SELECT ${facet}::text AS facet, value, count(*)::int AS count
      FROM (SELECT ${VALUE_SQL[facet]} AS value FROM m) v GROUP BY value ORDER BY count DESC, value LIMIT ${FACET_VALUES})`,
  );
  return Prisma.sql`(SELECT coalesce(json_agg(f), '[]'::json) FROM (${Prisma.join(parts, " UNION ALL ")}) f)`;
}

export function shapeFacets(rows: FacetRow[], facets: FacetName[]): SearchFacets {
  const result: SearchFacets = Object.fromEntries(facets.map((facet) => [facet, [] as FacetCount[]]));
  for (const row of rows) result[row.facet]?.push({ value: row.value, count: row.count });
  for (const facet of facets) result[facet]?.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return result;
}
