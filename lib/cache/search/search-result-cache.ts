// In-process LRU of search results (lib/cache/generation-lru), keyed under the search generation.
// Results are kept as their JSON text: the size is exact and every caller gets its own copy.
import { createGenerationLru, type GenerationLru, type GenerationLruStats } from "@/lib/cache/generation-lru";

export type SearchCacheStats = GenerationLruStats;
export type SearchResultCache = GenerationLru<string>;

export function createSearchResultCache(limits: { maxEntries: number; maxBytes: number }): SearchResultCache {
  return createGenerationLru<string>({ ...limits, sizeOf: (key, json) => 2 * (key.length + json.length) });
}
