// One address cannot fill the search line: every search a backend actually runs (a result-cache
// miss, a suggestion, any search while Meilisearch is configured) draws on the caller's "search"
// budget, per address for anonymous callers and per account for signed-in ones. Searches the cache
// answers are free. Spent: 429 RATE_LIMITED with Retry-After and RateLimit-* headers, as every class.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { GET as legacySearch } from "@/app/api/search/route";
import { GET as search } from "@/app/api/v1/search/route";
import { GET as suggestions } from "@/app/(site)/search/suggestions/route";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { rateLimitSubject } from "@/lib/http/check-rate-limit";
import { rateLimits } from "@/lib/ratelimit";
import { clearSearchCache, searchSkills, searchWithVerdictCounts } from "@/lib/search";
import { errorCode, json } from "../auth/call-route";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";
import { holdClockAtWindowStart } from "../helpers/hold-clock-at-window-start";
import { publishFixture } from "../helpers/publish-fixture";

const LIMIT = rateLimits.search.perIp;
let fan: TokenUser;

beforeAll(async () => {
  fan = await tokenUser({ handle: "srl-fan" });
  const { actor } = await tokenUser({ handle: "srl-pub" });
  await publishFixture({ actor, slug: "harbor-sync", version: "1.0.0", content: { description: "Syncs container images to Harbor." } });
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.MEILI_HOST;
  delete process.env.SEARCH_CACHE_DISABLED;
  resetConfigForTests();
  clearSearchCache();
});

/** How many searches the bucket of `who` has counted in this window (0 when it has none). */
async function charged(who: { ip: string } | { userId: string }): Promise<number> {
  const subject = rateLimitSubject("ip" in who ? { userId: null, ip: who.ip } : { userId: who.userId, ip: "" });
  const row = await db.rateLimitBucket.findUnique({ where: { key: `search:${subject}` } });
  return row?.count ?? 0;
}

describe("the search rate limit", () => {
  test(`${LIMIT} cache misses a minute per address, whatever route runs them; cache hits are free; the next miss is 429 RATE_LIMITED; other addresses and accounts are unaffected`, async () => {
    holdClockAtWindowStart();
    const ip = "203.0.113.7";
    // The first "harbor" search runs (a miss); every later one is answered from the cache.
    expect((await callRaw(search, "/api/v1/search?q=harbor", { ip })).status).toBe(200);
    let hits = 0;
    // The rest of the budget, spread over the three routes that run searches, a cache hit every fifth.
    for (let i = 1; i < LIMIT; i++) {
      const word = `miss${i}x`;
      const route = i % 3 === 0 ? suggestions : i % 3 === 1 ? search : legacySearch;
      const path = i % 3 === 0 ? `/search/suggestions?q=${word}` : `/api/v1/search?q=${word}`;
      const response = await callRaw(route, path, { ip });
      expect(response.status, `miss ${i}`).toBe(200);
      if (i % 5 === 0) {
        const hit = await callRaw(search, "/api/v1/search?q=harbor", { ip });
        expect(hit.status).toBe(200);
        expect((await json<{ results: Array<{ slug: string }> }>(hit)).results.map((result) => result.slug)).toEqual(["harbor-sync"]);
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(100);
    expect(await charged({ ip })).toBe(LIMIT);

    // The next miss, on any route that runs a search, is refused before it reaches the database.
    const limited = await callRaw(search, "/api/v1/search?q=onemore", { ip });
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-limit")).toBe(String(LIMIT));
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    const suggestion = await callRaw(suggestions, "/search/suggestions?q=onemore", { ip });
    expect({ status: suggestion.status, code: await errorCode(suggestion) }).toEqual({ status: 429, code: "RATE_LIMITED" });
    const legacy = await callRaw(legacySearch, "/api/search?q=twomore", { ip });
    expect({ status: legacy.status, code: await errorCode(legacy) }).toEqual({ status: 429, code: "RATE_LIMITED" });

    // Still free when spent: a search the cache answers, and an exact slug lookup (no search runs).
    expect((await callRaw(search, "/api/v1/search?q=harbor", { ip })).status).toBe(200);
    expect((await callRaw(search, "/api/v1/search?q=harbor-sync&mode=exact", { ip })).status).toBe(200);

    // Another address, and a signed-in account calling from the spent address, have budgets of their own.
    expect((await callRaw(search, "/api/v1/search?q=onemore", { ip: "198.51.100.99" })).status).toBe(200);
    expect((await callRaw(search, "/api/v1/search?q=threemore", { ip, token: fan.token })).status).toBe(200);
    expect((await callRaw(suggestions, "/search/suggestions?q=threemore", { ip, token: fan.token })).status).toBe(200);
    expect(await charged({ userId: fan.actor.userId })).toBe(2);
  }, 180_000);

  test("identical searches answered from the cache draw nothing; another page size is another search", async () => {
    const ip = "203.0.113.21";
    for (let i = 0; i < 20; i++) expect((await callRaw(search, "/api/v1/search?q=harbor", { ip })).status).toBe(200);
    expect(await charged({ ip })).toBe(1);
    expect((await callRaw(search, "/api/v1/search?q=harbor&limit=5", { ip })).status).toBe(200);
    expect(await charged({ ip })).toBe(2);
    // The website's search page and browse charge through the same option (app/_components/catalog/run-catalog-search.ts).
    await searchSkills({ q: "harbor", limit: 7 }, { caller: { ip, actor: null } });
    await searchSkills({ q: "harbor", limit: 7 }, { caller: { ip, actor: null } });
    expect(await charged({ ip })).toBe(3);
    // Without a caller (tests, benchmarks, admin tools) nothing is counted.
    await searchSkills({ q: "harbor", limit: 9 });
    expect(await charged({ ip })).toBe(3);
  });

  test("a results page (the results and the verdict counts, two searches) draws one charge; a refused page runs neither search", async () => {
    holdClockAtWindowStart();
    const ip = "203.0.113.24";
    const caller = { ip, actor: null };
    // What the website's /search and /skills pages run (app/_components/catalog/run-catalog-search.ts).
    const page = await searchWithVerdictCounts({ q: "harbor", limit: 24, facets: ["tags", "os", "bins"] }, { caller });
    expect(page.result.hits.map((hit) => hit.slug)).toEqual(["harbor-sync"]);
    expect(page.verdictCounts).toEqual({ clean: 1, suspicious: 0 });
    expect(await charged({ ip })).toBe(1);
    // The same page again: both searches answered from the cache, nothing drawn.
    await searchWithVerdictCounts({ q: "harbor", limit: 24, facets: ["tags", "os", "bins"] }, { caller });
    expect(await charged({ ip })).toBe(1);
    // Another filter misses both: one more charge, not two.
    await searchWithVerdictCounts({ q: "harbor", tags: ["sync"], limit: 24, facets: ["tags", "os", "bins"] }, { caller });
    expect(await charged({ ip })).toBe(2);
    // With the cache off both run every time and still cost one a page.
    process.env.SEARCH_CACHE_DISABLED = "1";
    resetConfigForTests();
    for (let i = 0; i < 3; i++) await searchWithVerdictCounts({ q: "harbor", limit: 24 }, { caller });
    expect(await charged({ ip })).toBe(5);

    // Spend the rest of the budget; the next page view is refused whole (RATE_LIMITED) after asking once
    // (a refused ask still counts in the window, so two asks would read LIMIT + 2).
    await db.rateLimitBucket.update({ where: { key: `search:${rateLimitSubject({ userId: null, ip })}` }, data: { count: LIMIT } });
    const refused = await searchWithVerdictCounts({ q: "harbor", limit: 24 }, { caller }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect(await charged({ ip })).toBe(LIMIT + 1);
  });

  test("with the result cache off every search runs, so every search is charged", async () => {
    process.env.SEARCH_CACHE_DISABLED = "1";
    resetConfigForTests();
    const ip = "203.0.113.22";
    for (let i = 0; i < 5; i++) expect((await callRaw(search, "/api/v1/search?q=harbor", { ip })).status).toBe(200);
    expect(await charged({ ip })).toBe(5);
  });

  describe("with Meilisearch configured", () => {
    let server: Server;
    let requests = 0;

    beforeAll(async () => {
      // A stand-in answering every multi-search as an empty index would: the searches reach "Meilisearch".
      server = createServer((request, response) => {
        requests++;
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          const queries = ((JSON.parse(body || "{}") as { queries?: unknown[] }).queries ?? []).map(() => ({
            indexUid: "skills",
            hits: [],
            query: "",
            processingTimeMs: 0,
            limit: 20,
            offset: 0,
            estimatedTotalHits: 0,
          }));
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results: queries }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    });

    test("nothing is cached, so every search, repeated or not, is charged", async () => {
      process.env.MEILI_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resetConfigForTests();
      const ip = "203.0.113.23";
      for (let i = 0; i < 4; i++) {
        const response = await callRaw(search, "/api/v1/search?q=harbor", { ip });
        expect(response.status).toBe(200);
      }
      expect(requests).toBe(4);
      expect(await charged({ ip })).toBe(4);
    });
  });
});
