import { describe, expect, test } from "vitest";
import { audienceFilter, exactFilter, meiliFilter, quote } from "@/lib/search/meilisearch/meili-filter";
import { toMeiliDocument } from "@/lib/search/meilisearch/meili-document";
import { changedSettings, meiliSettings } from "@/lib/search/meilisearch/meili-settings";

describe("Meilisearch filters", () => {
  test("quote escapes backslashes and double quotes", () => {
    expect(quote(`a"b\\c`)).toBe(`"a\\"b\\\\c"`);
  });

  test("our filters become an AND of clauses, lists of alternatives an OR", () => {
    expect(meiliFilter({ nonSuspiciousOnly: true, tags: ["git", "ci"], os: ["macos", "linux"], bins: ["jq"], owner: "ann", verdict: undefined })).toEqual([
      `visibility NOT IN ["internal", "private"]`,
      `verdict = "clean"`,
      `topics = "git"`,
      `topics = "ci"`,
      [`os = "darwin"`, `os = "linux"`],
      `bins = "jq"`,
      `ownerHandle = "ann"`,
    ]);
    expect(meiliFilter({ nonSuspiciousOnly: false, category: ["document", "forms"], runtime: ["agentskills"] })).toEqual([
      `visibility NOT IN ["internal", "private"]`,
      `categories = "document"`,
      `categories = "forms"`,
      `runtimes = "agentskills"`,
    ]);
    // Who may find a document comes first: the public, or an audience's internal and private skills.
    expect(audienceFilter({ internal: true, owners: ["o1", `o"2`] })).toBe(
      `(visibility NOT IN ["internal", "private"] OR visibility = "internal" OR (visibility = "private" AND ownerId IN ["o1", "o\\"2"]))`,
    );
    expect(audienceFilter({ internal: false, owners: [] })).toBe(`visibility NOT IN ["internal", "private"]`);
    expect(exactFilter({ slugKey: "git-helper", nameKey: `git "helper"` })).toBe(`(slug = "git-helper" OR nameKey = "git \\"helper\\"") AND verdict = "clean"`);
    expect(exactFilter({ slugKey: "", nameKey: "a b!" })).toBe(`(nameKey = "a b!") AND verdict = "clean"`);
  });
});

describe("Meilisearch settings", () => {
  test("nothing to change when the index already has them (defaults it reports are ignored)", () => {
    const wanted = meiliSettings();
    const current = {
      ...wanted,
      filterableAttributes: [...(wanted.filterableAttributes as string[])].reverse(),
      typoTolerance: { ...wanted.typoTolerance, disableOnWords: [], disableOnNumbers: false },
      faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { "*": "alpha" as const } },
      displayedAttributes: ["*"],
    };
    expect(changedSettings(current, wanted)).toEqual({});
  });

  test("reports exactly the settings that differ", () => {
    const wanted = meiliSettings();
    const current = { ...wanted, rankingRules: ["words", "typo"], synonyms: {} };
    expect(Object.keys(changedSettings(current, wanted)).sort()).toEqual(["rankingRules", "synonyms"]);
    expect(Object.keys(changedSettings({}, wanted)).length).toBe(Object.keys(wanted).length);
  });
});

test("documents carry the skill id as primary key and dates as sortable numbers", () => {
  const at = new Date("2026-02-03T04:05:06.007Z");
  const doc = toMeiliDocument({
    skillId: "s1",
    slug: "a",
    displayName: "A",
    nameKey: "a",
    ownerHandle: "o",
    summary: "",
    description: "",
    body: "",
    version: "1.0.0",
    topics: [],
    categories: [],
    runtimes: [],
    skillName: "a",
    os: [],
    bins: [],
    verdict: "clean",
    downloads: 1,
    installs: 2,
    stars: 3,
    trending: 4,
    rankScore: 5,
    createdAt: at,
    publishedAt: at,
    updatedAt: at,
  });
  expect(doc).toMatchObject({ id: "s1", createdAt: at.getTime(), publishedAt: at.getTime() });
  expect(doc).not.toHaveProperty("skillId");
});
