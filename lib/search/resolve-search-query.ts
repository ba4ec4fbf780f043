// Validates a search request and resolves it into what the backends need: words, exact-match
// keys and where the previous page ended (the cursor must belong to this same query).
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import { decodeSearchCursor } from "./schemas/search-cursor";
import { searchQuerySchema, type SearchQueryInput } from "./schemas/search-query";
import { nameKeyOf, slugKeyOf, tokenizeQuery } from "./tokenize-query";
import type { ResolvedSearchQuery } from "./types";

/** The query requiring only its first `count` words. */
export function withWords(query: ResolvedSearchQuery, count: number): ResolvedSearchQuery {
  if (count === query.tokens.length) return query;
  const tokens = query.tokens.slice(0, count);
  return { ...query, tokens, q: tokens.join(" ") };
}

export function resolveSearchQuery(input: SearchQueryInput): { query: ResolvedSearchQuery; fingerprint: string } {
  const { cursor, q: rawQ, ...parsed } = searchQuerySchema.parse(input);
  const q = (rawQ ?? "").trim();
  const tokens = tokenizeQuery(q);
  const sorted = (list?: string[]) => (list ? [...list].sort() : []);
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        tokens,
        parsed.sort,
        parsed.nonSuspiciousOnly,
        sorted(parsed.tags),
        sorted(parsed.os),
        sorted(parsed.bins),
        sorted(parsed.verdict),
        parsed.owner ?? "",
        // Added later: only when used, so cursors of searches without them stay valid.
        ...(parsed.category?.length || parsed.runtime?.length ? [sorted(parsed.category), sorted(parsed.runtime)] : []),
      ]),
    )
    .digest("base64url")
    .slice(0, 16);
  const query: ResolvedSearchQuery = { ...parsed, q, tokens, slugKey: slugKeyOf(q), nameKey: nameKeyOf(q), typos: false, after: null };
  if (cursor) {
    const decoded = decodeSearchCursor(cursor);
    if (decoded.fingerprint !== fingerprint) {
      throw new AppError("SEARCH_CURSOR_INVALID", "This cursor belongs to a different search; start again without it.");
    }
    if (decoded.words > tokens.length) throw new AppError("SEARCH_CURSOR_INVALID", "This cursor does not fit this search.");
    Object.assign(query, withWords(query, decoded.words), { typos: decoded.typos });
    query.after = decoded.position;
  }
  return { query, fingerprint };
}
