// The pieces every search statement is assembled from (search-postgres.ts): one statement returns
// the page, the capped total and the facets, so a search is one round trip.
import type { Prisma } from "@/lib/db";

export type StatementParts = {
  /** WITH entries the other parts read (without the leading WITH), or Prisma.empty. */
  ctes: Prisma.Sql;
  /** The page plus one row, with the hit columns, `tier` and the sort keys `k0`…, in result order. */
  hits: Prisma.Sql;
  /** How many sort keys (`k0`…) `hits` selects. */
  keys: number;
  /** The match count, counting no further than SEARCH_TOTAL_CAP + 1, or a lower bound (see `bounded`). */
  total: Prisma.Sql;
  /** True when `total` only counts the matches the page had to read (more may follow). */
  bounded: Prisma.Sql;
  /** What facets count over: the facet columns (FACET_COLUMNS) of all matches up to the cap + 1, in result order. */
  facetMatches: Prisma.Sql;
};
