// The result cache's LRU: bounded by entries and by bytes, least recently used out first, and an
// older generation's entries gone once a newer generation is seen.
import { describe, expect, test } from "vitest";
import { createSearchResultCache } from "@/lib/cache/search/search-result-cache";

describe("createSearchResultCache", () => {
  test("keeps at most maxEntries, evicting the least recently used", () => {
    const cache = createSearchResultCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set("1", "a", "A");
    cache.set("1", "b", "B");
    expect(cache.get("1", "a")).toBe("A");
    cache.set("1", "c", "C");
    expect(cache.get("1", "b")).toBeUndefined();
    expect(cache.get("1", "a")).toBe("A");
    expect(cache.get("1", "c")).toBe("C");
    expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1, stores: 3, hits: 3, misses: 1 });
  });

  test("keeps at most maxBytes and never stores a result larger than an eighth of it", () => {
    const cache = createSearchResultCache({ maxEntries: 100, maxBytes: 800 });
    cache.set("1", "huge", "x".repeat(100));
    expect(cache.stats().entries).toBe(0);
    for (let i = 10; i < 22; i++) cache.set("1", `k${i}`, "y".repeat(40));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(800);
    expect(stats.entries).toBe(Math.floor(800 / (2 * (3 + 40))));
    expect(cache.get("1", "k21")).toBe("y".repeat(40));
    expect(cache.get("1", "k10")).toBeUndefined();
  });

  test("a newer generation drops every older entry, and an older one is never stored or found", () => {
    const cache = createSearchResultCache({ maxEntries: 10, maxBytes: 10_000 });
    cache.set("7", "q", "old");
    expect(cache.get("8", "q")).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
    cache.set("7", "q", "stale");
    expect(cache.get("7", "q")).toBeUndefined();
    cache.set("8", "q", "new");
    expect(cache.get("8", "q")).toBe("new");
  });
});
