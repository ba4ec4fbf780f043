// Index settings, applied idempotently on start (ensure-meili-index.ts). Attribute order is
// relevance order: a word in the slug or name outranks the same word in the body.
import type { Settings } from "meilisearch";
import { meiliSynonyms } from "../search-synonyms";
import { STOP_WORDS } from "../stop-words";
import { SEARCH_TOTAL_CAP } from "../types";

export const MEILI_PRIMARY_KEY = "id";

export function meiliSettings(): Settings {
  return {
    searchableAttributes: ["slug", "displayName", "summary", "topics", "description", "body"],
    filterableAttributes: ["slug", "nameKey", "topics", "categories", "runtimes", "os", "bins", "verdict", "ownerHandle", "visibility", "ownerId"],
    sortableAttributes: ["downloads", "stars", "trending", "createdAt", "publishedAt", "rankScore"],
    // "sort" first: an explicit sort (downloads, newest, …) orders the matches outright, as in
    // PostgreSQL. Without one: word coverage, typos, where the words are, then popularity +
    // freshness. Exact matches are promoted by a separate lookup that skips suspicious skills
    // (search-meili.ts), so "exactness" only breaks the last ties: a lookalike gains nothing by it.
    rankingRules: ["sort", "words", "typo", "attribute", "proximity", "rankScore:desc", "exactness"],
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 }, disableOnAttributes: ["slug"] },
    synonyms: meiliSynonyms(),
    stopWords: [...STOP_WORDS].sort(),
    faceting: { maxValuesPerFacet: 100 },
    pagination: { maxTotalHits: SEARCH_TOTAL_CAP },
  };
}

const UNORDERED: ReadonlySet<string> = new Set(["filterableAttributes", "sortableAttributes", "stopWords"]);

function normalise(key: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === "object" && item !== null && "attributePatterns" in item ? JSON.stringify(item) : item));
    return UNORDERED.has(key) ? [...items].map(String).sort() : items;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalise(k, v)]),
    );
  }
  return value;
}

/** The keys of `wanted` whose current value differs (current settings carry defaults we did not set). */
export function changedSettings(current: Settings, wanted: Settings): Settings {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const have = (current as Record<string, unknown>)[key];
    const want = normalise(key, value);
    const got = normalise(key, have);
    const same =
      want && typeof want === "object" && !Array.isArray(want) && got && typeof got === "object"
        ? Object.entries(want as Record<string, unknown>).every(([k, v]) => JSON.stringify(v) === JSON.stringify((got as Record<string, unknown>)[k]))
        : JSON.stringify(want) === JSON.stringify(got);
    if (!same) changed[key] = value;
  }
  return changed as Settings;
}
