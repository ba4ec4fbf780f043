// The one in-process cache shape (lib/cache/byte-lru): bounded by bytes whatever the entries
// weigh, least recently used out first, nothing larger than an eighth of the cache kept.
import { describe, expect, test } from "vitest";
import { createByteLru } from "@/lib/cache/byte-lru";

const sizeOf = (key: string, value: string) => key.length + value.length;

describe("createByteLru", () => {
  test("holds at most maxBytes: heavy entries push out as many light ones as it takes", () => {
    const lru = createByteLru<string>({ maxBytes: 1000, sizeOf });
    for (let i = 0; i < 50; i++) lru.set(`k${i}`, "x".repeat(20));
    expect(lru.stats().bytes).toBeLessThanOrEqual(1000);
    lru.set("heavy", "y".repeat(120));
    expect(lru.stats().bytes).toBeLessThanOrEqual(1000);
    expect(lru.get("heavy")).toBe("y".repeat(120));
    expect(lru.get("k0")).toBeUndefined();
  });

  test("never keeps an entry over an eighth of maxBytes", () => {
    const lru = createByteLru<string>({ maxBytes: 800, sizeOf });
    lru.set("big", "z".repeat(100));
    expect(lru.get("big")).toBeUndefined();
    expect(lru.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  test("a hit makes an entry the most recently used; replacing a key counts its new size only", () => {
    const lru = createByteLru<string>({ maxBytes: 80, sizeOf });
    lru.set("a", "1".repeat(9));
    lru.set("b", "2".repeat(9));
    expect(lru.get("a")).toBe("1".repeat(9));
    for (let i = 0; i < 7; i++) lru.set(`c${i}`, "3".repeat(8));
    expect(lru.get("a")).toBe("1".repeat(9));
    expect(lru.get("b")).toBeUndefined();
    lru.set("a", "4");
    expect(lru.stats().bytes).toBeLessThanOrEqual(80);
    expect(lru.get("a")).toBe("4");
  });

  test("maxEntries, when given, bounds the count too", () => {
    const lru = createByteLru<string>({ maxBytes: 1_000_000, maxEntries: 3, sizeOf });
    for (const key of ["a", "b", "c", "d"]) lru.set(key, key);
    expect(lru.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(lru.get("a")).toBeUndefined();
  });
});
