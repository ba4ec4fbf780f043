// Search-as-you-type: a handful of skills whose slug or name starts with (or contains) what was
// typed. Meilisearch when configured and healthy, PostgreSQL otherwise.
import { readableAudience, readsBeyondPublic, type StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { chargeSearch, type SearchCaller } from "./charge-search";
import { getSearchBackends } from "./get-search-backends";
import { meiliPaused, recordMeiliFailure, recordMeiliSuccess } from "./meili-circuit";
import { suggestQuerySchema, type SuggestQueryInput } from "./schemas/suggest-query";
import { searchLog } from "./search-log";
import { splitWords } from "./tokenize-query";
import type { SuggestHit } from "./types";

/**
 * `viewer`: a signed-in actor is also offered the internal and private skills it may read (never cached for anyone).
 * `caller`: suggestions are never cached, so each one that reaches a backend is charged to it (charge-search.ts).
 */
export async function suggestSkills(
  input: SuggestQueryInput,
  options: { viewer?: StandingActor | null; caller?: SearchCaller } = {},
): Promise<{ suggestions: SuggestHit[] }> {
  const parsed = suggestQuerySchema.parse(input);
  const prefix = parsed.prefix.trim();
  const tokens = splitWords(prefix).slice(0, 6);
  if (tokens.length === 0) return { suggestions: [] };
  if (options.caller) await chargeSearch(options.caller);
  const audience = options.viewer ? await readableAudience(db, options.viewer) : null;
  const query = {
    prefix,
    tokens,
    limit: parsed.limit,
    nonSuspiciousOnly: parsed.nonSuspiciousOnly,
    ...(audience && readsBeyondPublic(audience) ? { audience } : {}),
  };
  const { postgres, meili } = getSearchBackends();
  if (meili && !meiliPaused()) {
    try {
      const suggestions = await meili.suggest(query);
      recordMeiliSuccess();
      return { suggestions };
    } catch (error) {
      recordMeiliFailure(error);
      searchLog("warn", "Meilisearch suggest failed; answering from PostgreSQL", error);
    }
  }
  return { suggestions: await postgres.suggest(query) };
}
