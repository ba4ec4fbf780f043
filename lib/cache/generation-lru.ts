// In-process LRU bounded by entry count and by bytes, whose entries all belong to one generation
// (a number the database bumps at every relevant commit). An entry is only ever found by readers
// that saw the same committed state; older generations are dropped as soon as a newer one is seen.
export type GenerationLruStats = { hits: number; misses: number; stores: number; evictions: number; entries: number; bytes: number };

export type GenerationLru<V> = {
  get(generation: string, key: string): V | undefined;
  set(generation: string, key: string, value: V): void;
  clear(): void;
  stats(): GenerationLruStats;
};

export type GenerationLruLimits<V> = {
  maxEntries: number;
  maxBytes: number;
  /** Bytes an entry holds, key included. One entry may take at most an eighth of maxBytes. */
  sizeOf: (key: string, value: V) => number;
};

export function createGenerationLru<V>(limits: GenerationLruLimits<V>): GenerationLru<V> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, V>();
  let generation: bigint = -1n;
  let bytes = 0;
  const counters = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  const clear = () => {
    entries.clear();
    bytes = 0;
  };
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
      const value = observe(seen) ? entries.get(key) : undefined;
      if (value === undefined) {
        counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, value);
      counters.hits++;
      return value;
    },
    set(seen, key, value) {
      const size = limits.sizeOf(key, value);
      if (!observe(seen) || size > limits.maxBytes / 8) return;
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= limits.sizeOf(key, previous);
      entries.delete(key);
      entries.set(key, value);
      bytes += size;
      counters.stores++;
      for (const [oldest, old] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        entries.delete(oldest);
        bytes -= limits.sizeOf(oldest, old);
        counters.evictions++;
      }
    },
    clear,
    stats: () => ({ ...counters, entries: entries.size, bytes }),
  };
}
