// In-process LRU bounded by bytes (and optionally by entries): the one cache shape every
// in-process cache uses (rendered markdown, blob bytes, and through generation-lru.ts the page and
// search caches). Counting bytes, not entries, is what keeps memory flat whatever the entries
// weigh: 500 rendered pages are 5 MB or 5 GB depending on who wrote them.
export type ByteLruStats = { hits: number; misses: number; stores: number; evictions: number; entries: number; bytes: number };

export type ByteLru<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  stats(): ByteLruStats;
};

export type ByteLruLimits<V> = {
  maxBytes: number;
  maxEntries?: number;
  /** Bytes an entry holds, key included. One entry may take at most an eighth of maxBytes. */
  sizeOf: (key: string, value: V) => number;
};

export function createByteLru<V>(limits: ByteLruLimits<V>): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { value: V; size: number }>();
  const maxEntries = limits.maxEntries ?? Number.MAX_SAFE_INTEGER;
  let bytes = 0;
  const counters = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      counters.hits++;
      return entry.value;
    },
    set(key, value) {
      const size = limits.sizeOf(key, value);
      if (size > limits.maxBytes / 8) return;
      remove(key);
      entries.set(key, { value, size });
      bytes += size;
      counters.stores++;
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
        counters.evictions++;
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ ...counters, entries: entries.size, bytes }),
  };
}
