import { describe, expect, test } from "vitest";
import { isListed } from "@/lib/access";
import { buildSearchDocument, skillBodyText, type SearchSource } from "@/lib/search/build-search-document";
import { computeRankScore } from "@/lib/search/rank-score";

const now = new Date("2026-06-01T00:00:00Z");

function source(overrides: Partial<SearchSource> = {}): SearchSource {
  return {
    id: "s1",
    slug: "pdf-tools",
    displayName: "PDF Tools",
    summary: "Work with PDFs",
    topics: ["Docs"],
    moderation: "ACTIVE",
    visibility: "PUBLIC",
    ownerId: "owner-1",
    deletedAt: null,
    verdict: "CLEAN",
    downloads: 10,
    installs: 5,
    stars: 2,
    createdAt: new Date("2026-01-01"),
    updatedAt: new Date("2026-05-01"),
    ownerHandle: "ann",
    latest: {
      version: "1.2.0",
      manifest: { description: "Split and merge PDFs.", os: ["macos"], keywords: ["docs", "merge"], requirements: { bins: ["qpdf"], anyBins: ["gs", "qpdf"] } },
      createdAt: new Date("2026-05-01"),
      withdrawnAt: null,
      blockedAt: null,
      verdict: "CLEAN",
    },
    skillFile: new TextEncoder().encode("---\nname: pdf-tools\n---\n\n# PDF Tools\nUse qpdf.\n"),
    trending: 3,
    ...overrides,
  };
}

describe("buildSearchDocument", () => {
  test("builds the indexed document from the skill and its latest version", () => {
    expect(buildSearchDocument(source(), now)).toMatchObject({
      skillId: "s1",
      nameKey: "pdf tools",
      version: "1.2.0",
      topics: ["docs"],
      os: ["darwin"],
      bins: ["qpdf", "gs"],
      verdict: "clean",
      description: "Split and merge PDFs.\nmerge",
      body: "# PDF Tools\nUse qpdf.\n",
      trending: 3,
    });
  });

  test.each([
    ["hidden", { moderation: "HIDDEN" }],
    ["held for review", { moderation: "AUTO_HIDDEN" }],
    ["deleted", { deletedAt: new Date() }],
    ["without a version", { latest: null }],
    ["withdrawn", { latest: { ...source().latest!, withdrawnAt: new Date() } }],
    ["blocked", { latest: { ...source().latest!, blockedAt: new Date() } }],
    ["malicious", { latest: { ...source().latest!, verdict: "MALICIOUS" } }],
  ])("a %s skill has no document", (_, overrides) => {
    const row = source(overrides as Partial<SearchSource>);
    expect(isListed(row, row.latest)).toBe(false);
    expect(buildSearchDocument(source(overrides as Partial<SearchSource>), now)).toBeNull();
  });

  test.each([
    ["internal", "INTERNAL"],
    ["private", "PRIVATE"],
  ])("a listed %s skill gets a document marked with its visibility and owner, never listed publicly", (name, stored) => {
    const row = source({ visibility: stored });
    expect(isListed(row, row.latest)).toBe(false);
    expect(buildSearchDocument(row, now)).toMatchObject({ visibility: name, ownerId: "owner-1" });
    expect(buildSearchDocument(source({ visibility: stored, moderation: "HIDDEN" }), now)).toBeNull();
    expect(buildSearchDocument(source({ visibility: stored, deletedAt: new Date() }), now)).toBeNull();
  });

  test("a public skill's document says public", () => {
    expect(buildSearchDocument(source(), now)).toMatchObject({ visibility: "public", ownerId: "owner-1" });
  });

  test("a suspicious skill is listed, marked suspicious", () => {
    expect(buildSearchDocument(source({ verdict: "SUSPICIOUS" }), now)?.verdict).toBe("suspicious");
  });
});

describe("skillBodyText", () => {
  test("drops frontmatter and a BOM, keeps the body", () => {
    expect(skillBodyText(new TextEncoder().encode("\uFEFF---\r\nname: x\r\n---\r\nBody text"))).toBe("Body text");
    expect(skillBodyText(new TextEncoder().encode("No frontmatter"))).toBe("No frontmatter");
    expect(skillBodyText(null)).toBe("");
  });

  test("never throws on bytes that are not UTF-8, and strips NUL", () => {
    expect(skillBodyText(new Uint8Array([0x41, 0xff, 0xfe, 0x00, 0x42]))).toBe("A\uFFFD\uFFFDB");
  });

  test("is capped", () => {
    expect(skillBodyText(new TextEncoder().encode("x".repeat(100_000)))).toHaveLength(20_000);
  });
});

describe("computeRankScore", () => {
  const base = { trending: 0, stars: 0, installs: 0, downloads: 0, publishedAt: new Date("2025-01-01") };
  test("recent installs, stars, use and freshness all raise it", () => {
    const score = computeRankScore(base, now);
    expect(computeRankScore({ ...base, trending: 10 }, now)).toBeGreaterThan(score);
    expect(computeRankScore({ ...base, stars: 10 }, now)).toBeGreaterThan(score);
    expect(computeRankScore({ ...base, installs: 10 }, now)).toBeGreaterThan(score);
    expect(computeRankScore({ ...base, publishedAt: new Date("2026-05-30") }, now)).toBeGreaterThan(score);
    // Logarithmic: a thousand times the installs is not a thousand times the score.
    expect(computeRankScore({ ...base, trending: 10_000 }, now)).toBeLessThan(computeRankScore({ ...base, trending: 10 }, now) * 5);
  });
});
