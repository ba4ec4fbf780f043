// One page of browse/search results with the card data the grid shows, and how many results each
// verdict has for the same words and filters (the verdict filter's counts, and the "N suspicious
// results hidden" line: suspicious skills are left out unless asked for). A search that fails
// (bad cursor, search backend down) becomes an error message for the page, not a 500.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { listSkillCards } from "@/lib/catalog/list-skill-cards";
import { isAppError } from "@/lib/errors";
import { searchWithVerdictCounts, type SearchCaller, type SearchResult, type VerdictCounts } from "@/lib/search";
import type { SkillCardProps } from "../skill/skill-card";
import { toSearchInput, type CatalogQuery } from "./catalog-query";

export type { VerdictCounts };

export type CatalogPage =
  | { ok: true; result: SearchResult; cards: Array<SkillCardProps & { id: string }>; verdictCounts: VerdictCounts | null; hiddenSuspicious: number }
  | { ok: false; code: string; message: string };

type Options = {
  /** A signed-in visitor also finds the internal and private skills they may read (lib/search). */
  viewer?: Actor | null;
  /** The visitor each search the result cache cannot answer is charged to (lib/search/charge-search.ts). */
  caller: SearchCaller;
};

export async function runCatalogSearch(query: CatalogQuery, options: Options): Promise<CatalogPage> {
  let result: SearchResult;
  let verdictCounts: VerdictCounts | null;
  try {
    // Results and verdict counts: one logical search, one charge (lib/search/search-with-verdict-counts.ts).
    ({ result, verdictCounts } = await searchWithVerdictCounts(toSearchInput(query), options));
  } catch (error) {
    if (isAppError(error) && (error.code === "SEARCH_CURSOR_INVALID" || error.code === "CURSOR_INVALID")) {
      return { ok: false, code: error.code, message: "That page link has expired or belongs to another search. Start again from the first page." };
    }
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
      return { ok: false, code: error.code, message: `Too many new searches from here in the last minute. Try again in ${seconds} s.` };
    }
    if (isAppError(error) && error.status < 500) return { ok: false, code: error.code, message: error.message };
    if (isAppError(error) && error.code === "SEARCH_UNAVAILABLE")
      return { ok: false, code: error.code, message: "Search is not answering right now. Try again in a moment." };
    console.error("search failed", error);
    return { ok: false, code: "SEARCH_UNAVAILABLE", message: "Search is not answering right now. Try again in a moment." };
  }
  const extra = new Map((await listSkillCards({ skillIds: result.hits.map((hit) => hit.skillId) })).map((card) => [card.id, card]));
  const cards = result.hits.map((hit) => {
    const card = extra.get(hit.skillId);
    return {
      id: hit.skillId,
      slug: hit.slug,
      displayName: hit.displayName,
      summary: hit.summary || null,
      ownerHandle: hit.ownerHandle,
      version: hit.version,
      verdict: hit.verdict,
      topics: card?.topics,
      downloads: card?.downloads,
      stars: card?.stars,
      emoji: card?.emoji,
      highlights: hit.highlights,
    };
  });
  const hiddenSuspicious = !query.verdict.includes("suspicious") && !query.cursor ? (verdictCounts?.suspicious ?? 0) : 0;
  return { ok: true, result, cards, verdictCounts, hiddenSuspicious };
}
