// One search page from SkillSearchDocument: hits and the capped total in one statement.
// - Relevance with words: tier by tier (tiered-relevance-sql.ts), stopping once the page is full.
// - Any other order, or no words (browse): matches ordered by the sort's own index.
// Searches with words read the large `document` vector only through its GIN index (run-search-statement.ts).
import { listedVerdict } from "@/lib/access/verdicts";
import { Prisma, type Db, type Tx } from "@/lib/db";
import { SEARCH_TOTAL_CAP, type BackendHit, type BackendPage, type ResolvedSearchQuery } from "../types";
import { countFacets } from "./postgres-facets";
import { keysetCondition, keyValues, orderBy, sortKeys, type SortKey } from "./postgres-sort";
import { filterConditions, headMatch, whereClause, withWords } from "./postgres-filters";
import { runSearchStatement } from "./run-search-statement";
import { HIT_COLUMNS, tieredRelevanceSql } from "./tiered-relevance-sql";

type Row = {
  skillId: string; slug: string; displayName: string; summary: string; ownerHandle: string; version: string;
  verdict: string; tier: number; rankScore: number; total: number; [key: `k${number}`]: unknown;
};

function toHit(row: Row): BackendHit {
  return {
    skillId: row.skillId, slug: row.slug, displayName: row.displayName, summary: row.summary, ownerHandle: row.ownerHandle,
    version: row.version, verdict: listedVerdict(row.verdict),
    score: Math.round((row.tier * 100 + row.rankScore) * 1e6) / 1e6,
  };
}

const capped = (where: Prisma.Sql) =>
  Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM "SkillSearchDocument" d WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) c)`;

/**
 * How many match, counting no further than the cap (uncorrelated sub-selects: evaluated once, and
 * only when reached). With words, head matches are counted first: for a common word they alone
 * pass the cap, sparing the much larger bitmap of every document that mentions it.
 */
function cappedCount(query: ResolvedSearchQuery): Prisma.Sql {
  if (query.tokens.length === 0) return capped(whereClause(query));
  const inHead = Prisma.join([headMatch(query), ...filterConditions(query)], " AND ");
  return Prisma.sql`(CASE WHEN ${capped(inHead)} > ${SEARCH_TOTAL_CAP} THEN ${SEARCH_TOTAL_CAP + 1} ELSE ${capped(whereClause(query))} END)`;
}

function orderedSql(query: ResolvedSearchQuery, keys: SortKey[]): Prisma.Sql {
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  const after = query.after && "keyset" in query.after ? [keysetCondition(keys, query.after.keyset)] : [];
  const selectKeys = Prisma.join(keys.map((key, index) => Prisma.sql`${key.sql} AS ${Prisma.raw(`k${index}`)}`), ", ");
  return Prisma.sql`
    ${withWords(query)}
    SELECT ${HIT_COLUMNS}, 0 AS tier, ${selectKeys}, ${cappedCount(query)} AS total
    FROM "SkillSearchDocument" d WHERE ${whereClause(query, after)}
    ORDER BY ${orderBy(keys)} LIMIT ${query.limit + 1} OFFSET ${offset}`;
}

/** The page statement (exported for EXPLAIN when tuning). */
export function searchSql(query: ResolvedSearchQuery): Prisma.Sql {
  return query.sort === "relevance" && query.tokens.length ? tieredRelevanceSql(query) : orderedSql(query, sortKeys(query));
}

export async function searchPostgres(client: Db | Tx, query: ResolvedSearchQuery): Promise<BackendPage> {
  const keys = sortKeys(query);
  const plan = query.tokens.length ? "words" : "browse";
  const rows = await runSearchStatement<Row>(client, plan, searchSql(query));
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  // An empty page past the end carries no count; ask for it (rare: a stale cursor).
  const counted = page[0]?.total ?? (query.after ? (await runSearchStatement<{ total: number }>(client, plan, Prisma.sql`${withWords(query)} SELECT ${cappedCount(query)} AS total`))[0]!.total : 0);
  const last = page[page.length - 1];
  return {
    hits: page.map(toHit),
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    totalCapped: counted > SEARCH_TOTAL_CAP,
    next: more && last ? { keyset: keyValues(keys, last) } : null,
    ...(query.facets?.length ? { facets: await countFacets(client, plan, query, query.facets) } : {}),
  };
}
