// The relevance tiers of a search with words (docs/search.md), as SQL pieces shared by the page
// query and the facet counts:
//   5 exact slug and 4 exact display name (clean skills only: a suspicious lookalike never takes
//   the top spot), 3 every word in slug/name, 2 every word in name/summary/topics, 1 whole words
//   elsewhere (description, SKILL.md body), 0 a name within a typo or two (only when the others
//   find nothing).
// Tiers 2–5 come from one scan (`head`: an exact slug or name always has the words in it), 1 and
// 0 from their own (`body`, `typo`). The CTEs are MATERIALIZED, hence computed at most once and
// only when a consumer reads them: for a common word the head alone fills the page and passes the
// count cap, and the far larger set of documents that merely mention it is never read.
import { documentsFrom } from "./documents-from";
import { Prisma } from "@/lib/db";
import { SEARCH_TOTAL_CAP, type ResolvedSearchQuery } from "../types";
import { queryWordsCte } from "./build-tsquery";
import { FACET_COLUMNS } from "./postgres-facets";
import { filterConditions, headMatch, otherMatch, typoMatch } from "./postgres-filters";

export type MatchTiers = {
  /** WITH entries: q (tsqueries), head(skillId, rankScore, tier), body(skillId, rankScore), strict(n), typo(skillId, rankScore). */
  ctes: Prisma.Sql;
  hasTypoTier: boolean;
};

export function matchTiers(query: ResolvedSearchQuery): MatchTiers {
  const filters = filterConditions(query);
  const where = (...conditions: Prisma.Sql[]) => Prisma.join([...conditions, ...filters], " AND ");
  const clean = Prisma.sql`d.verdict = 'CLEAN'`;
  const exactSlug = query.slugKey ? Prisma.sql`(d.slug = ${query.slugKey} AND ${clean})` : Prisma.sql`FALSE`;
  const exactName = Prisma.sql`(d."nameKey" = ${query.nameKey} AND ${clean})`;
  const typo = typoMatch(query);
  // With facets, each tier carries the columns they count, so no match is fetched a second time.
  const carried = query.facets?.length ? Prisma.sql`, ${FACET_COLUMNS}` : Prisma.empty;
  const strictOther = otherMatch(query, { typos: false });
  // `strict` counts the tiers above typo, up to the cap. Names within a typo are only looked for
  // when the words find nothing at all (a one-time filter: otherwise the trigram index is never
  // touched): a misspelt query is what typo tolerance is for, and the trigram scan is the most
  // expensive part of a search. With nothing above, no filtered row matches the words, so the
  // typo tier need not test that again (testing `document` per trigram candidate means unpacking
  // each large vector: most of a typo search's time).
  const ctes = Prisma.sql`
    ${queryWordsCte(query.tokens)},
    head AS MATERIALIZED (
      SELECT d."skillId", d."rankScore",
        CASE WHEN ${exactSlug} THEN 5 WHEN ${exactName} THEN 4 WHEN ${headMatch(query, "A")} THEN 3 ELSE 2 END AS tier${carried}
      FROM ${documentsFrom(query.audience)} d WHERE ${where(headMatch(query))}),
    body AS MATERIALIZED (
      SELECT d."skillId", d."rankScore"${carried} FROM ${documentsFrom(query.audience)} d
      WHERE ${where(Prisma.sql`(${strictOther})`, Prisma.sql`NOT ${headMatch(query)}`)}),
    strict AS MATERIALIZED (SELECT count(*)::int AS n FROM (
      (SELECT 1 FROM head) UNION ALL (SELECT 1 FROM body) LIMIT ${SEARCH_TOTAL_CAP + 1}) s),
    typo AS MATERIALIZED (
      SELECT d."skillId", d."rankScore"${carried} FROM ${documentsFrom(query.audience)} d
      WHERE ${typo ? where(Prisma.sql`(SELECT n FROM strict) = 0`, typo) : Prisma.sql`FALSE`})`;
  return { ctes, hasTypoTier: typo !== null };
}
