// One page of browse/search results with the card data the grid shows. A search that fails
// (bad cursor, search backend down) becomes an error message for the page, not a 500.
import "server-only";
import { listSkillCards } from "@/lib/catalog/list-skill-cards";
import { isAppError } from "@/lib/errors";
import { searchSkills, type SearchResult } from "@/lib/search";
import type { SkillCardProps } from "../skill/skill-card";
import { toSearchInput, type CatalogQuery } from "./catalog-query";

export type CatalogPage =
  | { ok: true; result: SearchResult; cards: Array<SkillCardProps & { id: string }> }
  | { ok: false; code: string; message: string };

export async function runCatalogSearch(query: CatalogQuery): Promise<CatalogPage> {
  let result: SearchResult;
  try {
    result = await searchSkills(toSearchInput(query));
  } catch (error) {
    if (isAppError(error) && (error.code === "SEARCH_CURSOR_INVALID" || error.code === "CURSOR_INVALID")) {
      return { ok: false, code: error.code, message: "That page link has expired or belongs to another search. Start again from the first page." };
    }
    if (isAppError(error) && error.status < 500) return { ok: false, code: error.code, message: error.message };
    if (isAppError(error) && error.code === "SEARCH_UNAVAILABLE") return { ok: false, code: error.code, message: "Search is not answering right now. Try again in a moment." };
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
  return { ok: true, result, cards };
}
