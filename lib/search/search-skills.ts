// Search entry point for the API and the website. Meilisearch answers when configured and
// healthy; otherwise, or when it fails, PostgreSQL does. Hidden, deleted, withdrawn and
// blocked skills are never in either index; suspicious ones only with nonSuspiciousOnly=false.
// Repeated searches are answered from a cache that any committed index change invalidates (cache/).
import { readableAudience, readsBeyondPublic, type StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { cachedSearch } from "./cached-search";
import { chargeSearch, type SearchCaller } from "./charge-search";
import { findHighlights } from "./find-highlights";
import { getSearchBackends } from "./get-search-backends";
import { meiliPaused, recordMeiliFailure, recordMeiliSuccess } from "./meili-circuit";
import { resolveSearchQuery, withWords } from "./resolve-search-query";
import { encodeSearchCursor } from "./schemas/search-cursor";
import type { SearchQueryInput } from "./schemas/search-query";
import { searchLog } from "./search-log";
import { typoEligible } from "./postgres/postgres-filters";
import type { BackendPage, ResolvedSearchQuery, SearchBackendName, SearchResult } from "./types";

async function runBackend(query: ResolvedSearchQuery): Promise<{ page: BackendPage; backend: SearchBackendName }> {
  const { postgres, meili } = getSearchBackends();
  // A PostgreSQL cursor (keyset) stays with PostgreSQL; an offset cursor works on either.
  const meiliCanServe = meili && !meiliPaused() && !(query.after && "keyset" in query.after);
  if (meiliCanServe) {
    try {
      const page = await meili.search(query);
      recordMeiliSuccess();
      return { page, backend: "meilisearch" };
    } catch (error) {
      recordMeiliFailure(error);
      searchLog("warn", "Meilisearch search failed; answering from PostgreSQL", error);
    }
  }
  return { page: await postgres.search(query), backend: "postgres" };
}

/**
 * PostgreSQL looks for names within a typo only when the words find nothing (ranked by relevance
 * that happens inside the query; for other sorts, here). Meilisearch always tolerates typos.
 */
async function runSearch(query: ResolvedSearchQuery): Promise<{ page: BackendPage; backend: SearchBackendName; query: ResolvedSearchQuery }> {
  const first = await runBackend(query);
  const sorted = query.sort !== "relevance" && query.tokens.length > 0;
  if (sorted && first.backend === "postgres" && !query.after && !query.typos && first.page.hits.length === 0 && typoEligible(query)) {
    const tolerant = { ...query, typos: true };
    return { ...(await runBackend(tolerant)), query: tolerant };
  }
  return { ...first, query };
}

/**
 * `viewer`: a signed-in actor also finds the internal and private skills it may read (lib/access
 * readableAudience), ranked, filtered, faceted and paged with the public ones. The audience is part
 * of the resolved query, so of the cache key: one actor's view is never another's; an actor that
 * reads nothing beyond the public runs (and shares) the public search.
 * `caller`: whom a search the cache cannot answer is charged to (charge-search.ts); every request
 * path passes one. Without it (tests, benchmarks, admin tools) nothing is counted.
 */
export async function searchSkills(input: SearchQueryInput, options: { viewer?: StandingActor | null; caller?: SearchCaller } = {}): Promise<SearchResult> {
  // Validation (and a cursor's check) happens first: errors are never cached, and the resolved
  // query, with its decoded position, page size and facets, is all a result depends on besides
  // the index state, which the cache keys by its generation.
  const resolved = resolveSearchQuery(input);
  if (options.viewer) {
    const audience = await readableAudience(db, options.viewer);
    if (readsBeyondPublic(audience)) resolved.query.audience = audience;
  }
  const { caller } = options;
  return cachedSearch(JSON.stringify(resolved.query), () => runSearchSkills(resolved), caller ? () => chargeSearch(caller) : undefined);
}

async function runSearchSkills(resolved: ReturnType<typeof resolveSearchQuery>): Promise<SearchResult> {
  let { page, backend, query } = await runSearch(resolved.query);
  // Every word required found nothing: drop words from the end until something matches (page one
  // only; the cursor remembers how many words were kept, so later pages stay consistent).
  while (page.hits.length === 0 && !query.after && query.tokens.length > 1) {
    ({ page, backend, query } = await runSearch(withWords({ ...query, typos: false }, query.tokens.length - 1)));
  }
  const highlight = (text: string) => {
    const ranges = findHighlights(text, resolved.query.tokens);
    return ranges.length ? ranges : undefined;
  };
  return {
    hits: page.hits.map((hit) => {
      const displayName = highlight(hit.displayName);
      const summary = highlight(hit.summary);
      return { ...hit, highlights: { ...(displayName ? { displayName } : {}), ...(summary ? { summary } : {}) } };
    }),
    total: page.total,
    totalCapped: page.totalCapped,
    nextCursor: page.next
      ? encodeSearchCursor({ fingerprint: resolved.fingerprint, words: query.tokens.length, typos: query.typos, position: page.next })
      : null,
    ...(page.facets ? { facets: page.facets } : {}),
    backend,
  };
}
