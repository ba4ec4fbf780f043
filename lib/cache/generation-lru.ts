// In-process LRU bounded by entry count and by bytes (byte-lru.ts), whose entries all belong to one
// generation (a number the database bumps at every relevant commit). An entry is only ever found by
// readers that saw the same committed state; older generations are dropped as soon as a newer one
// is seen.
import { createByteLru, type ByteLruStats } from "./byte-lru";

export type GenerationLruStats = ByteLruStats;

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
  const lru = createByteLru<V>(limits);
  let generation: bigint = -1n;
  let staleMisses = 0;

  const observe = (seen: string) => {
    const value = BigInt(seen);
    if (value > generation) {
      generation = value;
      lru.clear();
    }
    return value === generation;
  };

  return {
    get(seen, key) {
      if (observe(seen)) return lru.get(key);
      staleMisses++;
      return undefined;
    },
    set(seen, key, value) {
      if (observe(seen)) lru.set(key, value);
    },
    clear: () => lru.clear(),
    stats: () => {
      const stats = lru.stats();
      return { ...stats, misses: stats.misses + staleMisses };
    },
  };
}
