// The PostgreSQL adapter answers a search with one statement: page, total and facets together.
// The total is exact as far as the page read; when the best tiers filled the page, the others were
// never scanned, and the total says "at least" (totalCapped) instead of paying for that scan.
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { createPostgresSearchIndex } from "@/lib/search/postgres/postgres-search-index";
import { createSkillRows, makeDoc, resolved, slugsOf, type DocInput } from "./search-fixtures";

const index = createPostgresSearchIndex();

async function load(inputs: DocInput[]): Promise<void> {
  const docs = inputs.map(makeDoc);
  await createSkillRows(docs);
  await index.upsert(docs);
}

describe("PostgreSQL search in one statement", () => {
  beforeEach(async () => {
    await db.$executeRaw`DELETE FROM "SkillSearchDocument"`;
    // Three name/summary matches (the head) and two that only mention the word in their body.
    await load([
      { slug: "ledger-one", summary: "ledger sync", stars: 30 },
      { slug: "ledger-two", summary: "ledger export", stars: 20 },
      { slug: "ledger-three", summary: "ledger import", stars: 10 },
      { slug: "books-a", summary: "bookkeeping", body: "Writes every entry to the ledger.", topics: ["finance"] },
      { slug: "books-b", summary: "accounts", body: "Keeps a ledger per month.", topics: ["finance"] },
    ]);
  });

  test("a page the head fills counts the head only, as a lower bound", async () => {
    const page = await index.search(resolved({ q: "ledger", limit: 2 }));
    expect(slugsOf(page)).toEqual(["ledger-one", "ledger-two"]);
    expect(page).toMatchObject({ total: 3, totalCapped: true });
    expect(page.next).not.toBeNull();
  });

  test("a page that reaches the other tiers counts every match exactly", async () => {
    const page = await index.search(resolved({ q: "ledger", limit: 10 }));
    expect(slugsOf(page).slice(0, 3)).toEqual(["ledger-one", "ledger-two", "ledger-three"]);
    expect(page).toMatchObject({ total: 5, totalCapped: false, next: null });
    // Later pages, and pages that asked for facets, count exactly too.
    const second = await index.search({ ...resolved({ q: "ledger", limit: 3 }), after: (await index.search(resolved({ q: "ledger", limit: 3 }))).next });
    expect(second).toMatchObject({ total: 5, totalCapped: false });
    const faceted = await index.search(resolved({ q: "ledger", limit: 2, facets: "tags" }));
    expect(faceted).toMatchObject({ total: 5, totalCapped: false });
    expect(faceted.facets?.tags).toEqual([{ value: "finance", count: 2 }]);
  });

  test("other sorts count every match in the scan that sorts them", async () => {
    const page = await index.search(resolved({ q: "ledger", sort: "stars", limit: 2 }));
    expect(slugsOf(page)).toEqual(["ledger-one", "ledger-two"]);
    expect(page).toMatchObject({ total: 5, totalCapped: false });
    const past = await index.search({ ...resolved({ q: "ledger", sort: "stars", limit: 2 }), after: { keyset: [0, ""] } });
    expect(past).toMatchObject({ hits: [], total: 5, next: null });
  });

  test("newest-first pages keep their timestamps as cursors", async () => {
    const seen: string[] = [];
    let query = resolved({ q: "ledger", sort: "newest", limit: 2 });
    for (let guard = 0; guard < 5; guard++) {
      const page = await index.search(query);
      seen.push(...slugsOf(page));
      if (!page.next) break;
      query = { ...query, after: page.next };
    }
    expect(new Set(seen).size).toBe(5);
  });
});
