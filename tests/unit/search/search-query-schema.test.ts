import { describe, expect, test } from "vitest";
import { AppError } from "@/lib/errors";
import { resolveSearchQuery } from "@/lib/search/resolve-search-query";
import { decodeSearchCursor, encodeSearchCursor } from "@/lib/search/schemas/search-cursor";
import { searchQuerySchema } from "@/lib/search/schemas/search-query";

describe("searchQuerySchema", () => {
  test("defaults: relevance, clean only, 20 per page", () => {
    expect(searchQuerySchema.parse({})).toEqual({ sort: "relevance", nonSuspiciousOnly: true, limit: 20 });
  });

  test("accepts URL-style values: comma lists, string booleans and numbers", () => {
    const parsed = searchQuerySchema.parse({ tags: "Git, ci,git", os: ["linux", "darwin,win32"], nonSuspiciousOnly: "false", limit: "100", owner: "@Alice" });
    expect(parsed).toMatchObject({ tags: ["git", "ci"], os: ["linux", "darwin", "win32"], nonSuspiciousOnly: false, limit: 100, owner: "alice" });
  });

  test.each([
    { limit: 101 },
    { limit: 0 },
    { limit: "ten" },
    { sort: "random" },
    { verdict: "malicious" },
    { facets: "colour" },
    { nonSuspiciousOnly: "maybe" },
    {
      tags: Array(11)
        .fill("t")
        .map((t, i) => t + i),
    },
  ])("rejects %j", (input) => {
    expect(searchQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe("search cursors", () => {
  test("round-trip", () => {
    const cursor = { fingerprint: "abc", words: 2, typos: true, position: { keyset: [3, 1.25, "id1"] } };
    expect(decodeSearchCursor(encodeSearchCursor(cursor))).toEqual(cursor);
    const offset = { fingerprint: "abc", words: 0, typos: false, position: { offset: 40 } };
    expect(decodeSearchCursor(encodeSearchCursor(offset))).toEqual(offset);
  });

  test.each([
    "",
    "%%%",
    Buffer.from("{}").toString("base64url"),
    Buffer.from(JSON.stringify({ h: "a", w: 1 })).toString("base64url"),
    Buffer.from(JSON.stringify({ h: "a", w: 1, o: -1 })).toString("base64url"),
    Buffer.from(JSON.stringify({ h: "a", w: 9, o: 0 })).toString("base64url"),
  ])("a malformed cursor %j is SEARCH_CURSOR_INVALID", (cursor) => {
    try {
      decodeSearchCursor(cursor);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe("SEARCH_CURSOR_INVALID");
    }
  });

  test("a cursor only fits the query it came from (words, filters, sort), not the page size", () => {
    const { fingerprint } = resolveSearchQuery({ q: "pdf tools", tags: "docs" });
    const cursor = encodeSearchCursor({ fingerprint, words: 2, typos: false, position: { offset: 20 } });
    expect(resolveSearchQuery({ q: "PDF  tools", tags: "docs", limit: 50, cursor }).query.after).toEqual({ offset: 20 });
    for (const other of [
      { q: "pdf" },
      { q: "pdf tools", tags: "web" },
      { q: "pdf tools", tags: "docs", sort: "stars" as const },
      { q: "pdf tools", tags: "docs", nonSuspiciousOnly: false },
    ]) {
      expect(() => resolveSearchQuery({ ...other, cursor })).toThrow(AppError);
    }
  });
});
