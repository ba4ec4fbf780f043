// Answers a search from the result cache when the same query already ran against the same
// committed index state (the search generation, read once per search), else runs it and keeps
// the result. Identical searches in flight at the same generation share one run. Only
// PostgreSQL-backed setups cache: Meilisearch applies writes after commit, so the generation would
// not say what it has indexed; with MEILI_HOST set every search goes to the backends.
import { getConfig } from "@/lib/config";
import { meiliConfigured } from "./get-search-backends";
import type { SearchResult } from "./types";
import { readSearchGenerationShared } from "@/lib/cache/search/read-search-generation";
import { createSearchResultCache, type SearchCacheStats, type SearchResultCache } from "@/lib/cache/search/search-result-cache";

type State = { cache: SearchResultCache; limits: string; inFlight: Map<string, Promise<string>>; joined: number; uncached: number };
const holder = ((globalThis as { __skillvaultSearchCache?: { state?: State } }).__skillvaultSearchCache ??= {});

function state(): State {
  const config = getConfig();
  const limits = `${config.SEARCH_CACHE_MAX_ENTRIES}/${config.SEARCH_CACHE_MAX_BYTES}`;
  if (!holder.state || holder.state.limits !== limits) {
    holder.state = {
      cache: createSearchResultCache({ maxEntries: config.SEARCH_CACHE_MAX_ENTRIES, maxBytes: config.SEARCH_CACHE_MAX_BYTES }),
      limits,
      inFlight: new Map(),
      joined: 0,
      uncached: 0,
    };
  }
  return holder.state;
}

export function searchCacheEnabled(): boolean {
  return !getConfig().SEARCH_CACHE_DISABLED && !meiliConfigured();
}

/**
 * `key` must capture everything the result depends on besides the index state (the resolved query).
 * `charge` runs only when `run` is about to (lib/search/charge-search.ts): never for an answer from
 * the cache or one shared with an identical search in flight. When it throws, nothing runs.
 */
export async function cachedSearch(key: string, run: () => Promise<SearchResult>, charge?: () => Promise<void>): Promise<SearchResult> {
  const current = state();
  const generation = searchCacheEnabled() ? await readSearchGenerationShared() : null;
  if (generation === null) {
    await charge?.();
    current.uncached++;
    return run();
  }
  const cached = current.cache.get(generation, key);
  if (cached !== undefined) return JSON.parse(cached) as SearchResult;
  const flightKey = `${generation}\n${key}`;
  const joined = () => {
    const pending = current.inFlight.get(flightKey);
    if (pending) current.joined++;
    return pending;
  };
  let pending = joined();
  if (pending) return JSON.parse(await pending) as SearchResult;
  if (charge) {
    await charge();
    // An identical search may have started while this one was being counted: it is shared still.
    if ((pending = joined())) return JSON.parse(await pending) as SearchResult;
  }
  const started = run().then((result) => {
    const json = JSON.stringify(result);
    // A fallback answer while Meilisearch is configured is never cached (see above); belt and braces.
    if (result.backend === "postgres") current.cache.set(generation, key, json);
    return json;
  });
  current.inFlight.set(flightKey, started);
  try {
    return JSON.parse(await started) as SearchResult;
  } finally {
    current.inFlight.delete(flightKey);
  }
}

/** Counters for tests, benchmarks and diagnostics: hits, misses, searches that joined one in flight… */
export function searchCacheStats(): SearchCacheStats & { joined: number; uncached: number } {
  const current = state();
  return { ...current.cache.stats(), joined: current.joined, uncached: current.uncached };
}

/** Empties the cache (tests and benchmarks; never needed for correctness). */
export function clearSearchCache(): void {
  state().cache.clear();
}
