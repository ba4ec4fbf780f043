// Browse/search URLs: filters read from the query string, bad values reset with a message, and
// links that change one thing keep the rest.
import { describe, expect, it } from "vitest";
import { catalogHref, readCatalogQuery, toSearchInput } from "@/app/_components/catalog/catalog-query";

describe("readCatalogQuery", () => {
  it("reads lists given as repeats or commas, normalised", () => {
    const { query, error } = readCatalogQuery({ q: "csv", tags: ["Data", "csv,data"], os: "linux", verdict: "suspicious", sort: "stars" }, "relevance");
    expect(error).toBeNull();
    expect(query).toMatchObject({ q: "csv", tags: ["data", "csv"], os: ["linux"], verdict: ["suspicious"], sort: "stars" });
    expect(toSearchInput(query).nonSuspiciousOnly).toBe(false);
  });

  it("accepts the singular ?tag= used by tag links", () => {
    expect(readCatalogQuery({ tag: "git" }, "trending").query.tags).toEqual(["git"]);
  });

  it("resets unknown sorts and verdicts with a message instead of failing", () => {
    const { query, error } = readCatalogQuery({ q: "x", sort: "random", verdict: "malicious" }, "relevance");
    expect(error).toMatch(/not understood/);
    expect(query).toMatchObject({ q: "x", sort: "relevance", verdict: [] });
  });

  it("leaves suspicious skills out unless asked for", () => {
    expect(toSearchInput(readCatalogQuery({}, "trending").query).nonSuspiciousOnly).toBe(true);
  });
});

describe("catalogHref", () => {
  it("drops the cursor on change, omits defaults, keeps other filters", () => {
    const { query } = readCatalogQuery({ q: "a b", tags: "x", cursor: "abc", sort: "relevance" }, "relevance");
    expect(catalogHref("/search", query, { os: ["win32"] }, "relevance")).toBe("/search?q=a+b&tags=x&os=win32");
    expect(catalogHref("/search", query, { cursor: "next" }, "relevance")).toBe("/search?q=a+b&tags=x&cursor=next");
  });
});
