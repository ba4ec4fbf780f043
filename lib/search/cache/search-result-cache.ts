// In-process LRU of search results, bounded by entry count and by bytes (results are kept as
// their JSON text: the size is exact and every caller gets its own copy). Keys start with the
// search generation, so an entry is only ever found by searches that started after the same
// committed state; older generations are dropped as soon as a newer one is seen.
export type SearchCacheStats = { hits: number; misses: number; stores: number; evictions: number; entries: number; bytes: number };

export type SearchResultCache = {
  get(generation: string, key: string): string | undefined;
  set(generation: string, key: string, json: string): void;
  clear(): void;
  stats(): SearchCacheStats;
};

export function createSearchResultCache(limits: { maxEntries: number; maxBytes: number }): SearchResultCache {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, string>();
  let generation: bigint = -1n;
  let bytes = 0;
  const counters = { hits: 0, misses: 0, stores: 0, evictions: 0 };
  const sizeOf = (key: string, json: string) => 2 * (key.length + json.length);

  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  /** Entries of an older generation can never be hit again: drop them all at once. */
  const observe = (seen: string) => {
    const value = BigInt(seen);
    if (value > generation) {
      generation = value;
      clear();
    }
    return value === generation;
  };

  return {
    get(seen, key) {
      const json = observe(seen) ? entries.get(key) : undefined;
      if (json === undefined) {
        counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, json);
      counters.hits++;
      return json;
    },
    set(seen, key, json) {
      const size = sizeOf(key, json);
      if (!observe(seen) || size > limits.maxBytes / 8) return;
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= sizeOf(key, previous);
      entries.delete(key);
      entries.set(key, json);
      bytes += size;
      counters.stores++;
      for (const [oldest, value] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(oldest, value);
        counters.evictions++;
      }
    },
    clear,
    stats: () => ({ ...counters, entries: entries.size, bytes }),
  };
}
