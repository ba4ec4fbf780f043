// One search page from SkillSearchDocument: hits, the capped total and the facets in one statement
// (one round trip, see run-search-statement.ts), returned as one row of JSON.
// - Relevance with words: tier by tier (tiered-relevance-sql.ts), stopping once the page is full.
// - Any other order, or no words (browse): matches ordered by the sort's own index.
// Searches with words read the large `document` vector only through its GIN index (run-search-statement.ts).
import { listedVerdict } from "@/lib/access/verdicts";
import { Prisma, type Db, type Tx } from "@/lib/db";
import { SEARCH_TOTAL_CAP, type BackendHit, type BackendPage, type ResolvedSearchQuery } from "../types";
import { FACET_COLUMNS, facetMatchesCte, facetRowsJson, shapeFacets, type FacetRow } from "./postgres-facets";
import { keysetCondition, keyValues, orderBy, sortKeys, type SortKey } from "./postgres-sort";
import { filterConditions, hasValueFilters, headMatch, whereClause } from "./postgres-filters";
import { queryWordsCte } from "./build-tsquery";
import { documentsFrom } from "./documents-from";
import { runSearchStatement, type SearchPlan } from "./run-search-statement";
import type { StatementParts } from "./statement-parts";
import { HIT_COLUMNS, tieredRelevanceParts } from "./tiered-relevance-sql";

type HitRow = {
  skillId: string;
  slug: string;
  displayName: string;
  summary: string;
  ownerHandle: string;
  version: string;
  verdict: string;
  tier: number;
  rankScore: number;
  [key: `k${number}`]: unknown;
};
type ResultRow = { hits: HitRow[] | null; total: number; bounded: boolean; facets: FacetRow[] | null };

function toHit(row: HitRow): BackendHit {
  return {
    skillId: row.skillId,
    slug: row.slug,
    displayName: row.displayName,
    summary: row.summary,
    ownerHandle: row.ownerHandle,
    version: row.version,
    verdict: listedVerdict(row.verdict),
    score: Math.round((row.tier * 100 + row.rankScore) * 1e6) / 1e6,
  };
}

const capped = (where: Prisma.Sql, documents: Prisma.Sql) =>
  Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${documents} d WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) c)`;

/**
 * How many match, counting no further than the cap (uncorrelated sub-selects: evaluated once, and
 * only when reached). With words, head matches are counted first: for a common word they alone
 * pass the cap, sparing the much larger bitmap of every document that mentions it.
 */
function cappedCount(query: ResolvedSearchQuery): Prisma.Sql {
  const documents = documentsFrom(query.audience);
  if (query.tokens.length === 0) return capped(whereClause(query), documents);
  const inHead = Prisma.join([headMatch(query), ...filterConditions(query)], " AND ");
  return Prisma.sql`(CASE WHEN ${capped(inHead, documents)} > ${SEARCH_TOTAL_CAP} THEN ${SEARCH_TOTAL_CAP + 1} ELSE ${capped(whereClause(query), documents)} END)`;
}

function orderedParts(query: ResolvedSearchQuery, keys: SortKey[]): StatementParts {
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  const after = query.after && "keyset" in query.after ? [keysetCondition(keys, query.after.keyset)] : [];
  const selectKeys = Prisma.join(
    keys.map((key, index) => Prisma.sql`${key.sql} AS ${Prisma.raw(`k${index}`)}`),
    ", ",
  );
  // With words, every match is read and sorted (bitmap scans, run-search-statement.ts): on the
  // first page the same scan counts them all, instead of two more scans counting to the cap.
  const countInScan = query.tokens.length > 0 && !query.after;
  const scan = Prisma.sql`FROM ${documentsFrom(query.audience)} d WHERE ${whereClause(query, after)} ORDER BY ${orderBy(keys)} LIMIT ${query.limit + 1} OFFSET ${offset}`;
  // With words every match is sorted: the sort carries only the id and the keys, and the page's
  // rows are read after it (carrying every hit column through the sort cost more than reading 21 rows again).
  const hits =
    query.tokens.length > 0
      ? Prisma.sql`SELECT ${HIT_COLUMNS}, 0 AS tier, ${Prisma.join(
          keys.map((_, index) => Prisma.raw(`s.k${index}`)),
          ", ",
        )}${countInScan ? Prisma.sql`, s.matches` : Prisma.empty}
    FROM (SELECT d."skillId", ${selectKeys}${countInScan ? Prisma.sql`, count(*) OVER () AS matches` : Prisma.empty} ${scan}) s
    JOIN ${documentsFrom(query.audience)} d ON d."skillId" = s."skillId"`
      : Prisma.sql`SELECT ${HIT_COLUMNS}, 0 AS tier, ${selectKeys} ${scan}`;
  return {
    ctes: query.tokens.length ? queryWordsCte(query.tokens) : Prisma.empty,
    hits,
    keys: keys.length,
    total: countInScan ? Prisma.sql`coalesce((SELECT max(h.matches)::int FROM hits h), 0)` : cappedCount(query),
    bounded: Prisma.sql`FALSE`,
    facetMatches: Prisma.sql`SELECT ${FACET_COLUMNS} FROM ${documentsFrom(query.audience)} d WHERE ${whereClause(query)} ORDER BY ${orderBy(keys)} LIMIT ${SEARCH_TOTAL_CAP + 1}`,
  };
}

/** The search statement (exported for EXPLAIN when tuning): one row of hits (JSON), total and facets (JSON). */
export function searchSql(query: ResolvedSearchQuery): Prisma.Sql {
  const parts = query.sort === "relevance" && query.tokens.length ? tieredRelevanceParts(query) : orderedParts(query, sortKeys(query));
  const facets = query.facets?.length ? query.facets : null;
  const ctes = [
    ...(parts.ctes === Prisma.empty ? [] : [parts.ctes]),
    Prisma.sql`hits AS MATERIALIZED (${parts.hits})`,
    ...(facets ? [facetMatchesCte(parts.facetMatches)] : []),
  ];
  // json_agg keeps the page's order only when told: the keys are all descending.
  const order = Prisma.raw(Array.from({ length: parts.keys }, (_, index) => `h.k${index} DESC`).join(", "));
  return Prisma.sql`WITH ${Prisma.join(ctes, ", ")}
    SELECT (SELECT json_agg(h ORDER BY ${order}) FROM hits h) AS hits, ${parts.total} AS total, ${parts.bounded} AS bounded,
      ${facets ? facetRowsJson(facets) : Prisma.sql`NULL::json`} AS facets`;
}

/** Relevance by words alone has a plan independent of its values; filters, facets and sorts do not. */
export function searchPlan(query: ResolvedSearchQuery): SearchPlan {
  if (query.tokens.length === 0) return "browse";
  return query.sort === "relevance" && !query.facets?.length && !hasValueFilters(query) ? "words" : "wordsFiltered";
}

export async function searchPostgres(client: Db | Tx, query: ResolvedSearchQuery): Promise<BackendPage> {
  const keys = sortKeys(query);
  const [row] = await runSearchStatement<ResultRow>(client, searchPlan(query), searchSql(query));
  const rows = row?.hits ?? [];
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const counted = row?.total ?? 0;
  const last = page[page.length - 1];
  return {
    hits: page.map(toHit),
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    totalCapped: counted > SEARCH_TOTAL_CAP || row?.bounded === true,
    next: more && last ? { keyset: keyValues(keys, last) } : null,
    ...(query.facets?.length ? { facets: shapeFacets(row?.facets ?? [], query.facets) } : {}),
  };
}
