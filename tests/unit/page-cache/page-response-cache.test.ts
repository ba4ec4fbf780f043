// What the page cache keeps (complete 200 pages that set no cookie), for how long, and under
// which generation.
import { describe, expect, test } from "vitest";
import { createPageResponseCache } from "@/lib/cache/page/page-response-cache";

const page = (status = 200, headers: Record<string, string> = {}) => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8", vary: "rsc", date: "Sun, 22 Nov 2026 12:00:00 GMT", "transfer-encoding": "chunked", ...headers },
  body: Buffer.from("<html>page</html>"),
});

describe("page response cache", () => {
  test("keeps complete pages without connection headers, for the TTL, under one generation", () => {
    const cache = createPageResponseCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const stored = cache.store("7", "k", page(), 1_000);
    expect(stored?.headers).toEqual({ "content-type": "text/html; charset=utf-8", vary: "rsc" });
    expect(cache.lookup("7", "k", 60_999)?.body.toString()).toBe("<html>page</html>");
    expect(cache.lookup("7", "k", 61_000)).toBeUndefined();
    cache.store("7", "k", page(), 1_000);
    expect(cache.lookup("8", "k", 2_000)).toBeUndefined();
    // A newer generation seen once: the older one is gone for good.
    expect(cache.lookup("7", "k", 2_000)).toBeUndefined();
  });

  test("errors, redirects, pages that set cookies, empty bodies and other types are not kept", () => {
    const cache = createPageResponseCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    expect(cache.store("1", "a", page(404))).toBeNull();
    expect(cache.store("1", "b", page(308))).toBeNull();
    expect(cache.store("1", "c", page(200, { "set-cookie": "x=1" }))).toBeNull();
    expect(cache.store("1", "d", { ...page(), body: Buffer.alloc(0) })).toBeNull();
    expect(cache.store("1", "e", page(200, { "content-type": "application/json" }))).toBeNull();
    expect(cache.store("1", "f", page(200, { "content-type": "text/x-component" }))).not.toBeNull();
    expect(cache.cache.stats().entries).toBe(1);
  });

  test("stays within its byte budget, dropping the least recently used page first", () => {
    const cache = createPageResponseCache({ maxBytes: 8 * 1100, ttlMs: 60_000 });
    for (let i = 0; i < 20; i++) cache.store("1", `k${i}`, page());
    const { bytes, entries } = cache.cache.stats();
    expect(bytes).toBeLessThanOrEqual(8 * 1100);
    expect(entries).toBeLessThan(20);
    expect(cache.lookup("1", "k19")).toBeDefined();
    expect(cache.lookup("1", "k0")).toBeUndefined();
  });
});
