// A search a backend actually runs draws one from its caller's "search" rate limit (lib/ratelimit):
// a result-cache miss, every search while Meilisearch is configured (nothing is cached then), every
// suggestion. Answers from the cache, and searches that join an identical one already running, cost the
// database nothing and are never counted, so repeated and popular searches stay free. Without this,
// one address could keep the SEARCH_CONCURRENCY places of the search line (lib/db/statement-gate)
// filled with distinct searches on the generous "read" budget and push everyone else's into 503s.
// One logical search is one charge (decision 034): a caller made by `oneChargeFor` is charged at most
// once however many of its searches miss (a results page's results and verdict counts).
import type { Actor } from "@/lib/auth/actor";
import { markPageUncacheable } from "@/lib/cache/page/page-render-scope";
import { isAppError } from "@/lib/errors";
import { checkRateLimit } from "@/lib/http/check-rate-limit";

/** Who a search is charged to: the account when signed in, else the client address (group). */
export type SearchCaller = {
  ip: string;
  actor: Actor | null;
  /** Set by `oneChargeFor`: the one charge its searches share (pending, done, or refused). */
  shared?: { charge?: Promise<void> };
};

/** A caller whose searches draw one charge between them: the first that misses charges, the rest share its answer. */
export function oneChargeFor(caller: SearchCaller): SearchCaller {
  return { ip: caller.ip, actor: caller.actor, shared: {} };
}

async function charge(caller: SearchCaller): Promise<void> {
  try {
    await checkRateLimit({ class: "search", ip: caller.ip, actor: caller.actor });
  } catch (error) {
    // A page showing "too many searches" says something about this visitor, not about the page.
    if (isAppError(error) && error.code === "RATE_LIMITED") markPageUncacheable("rate-limited");
    throw error;
  }
}

/** Throws RATE_LIMITED (429, Retry-After, RateLimit-*) when the caller's budget is spent. */
export async function chargeSearch(caller: SearchCaller): Promise<void> {
  if (!caller.shared) return charge(caller);
  // A refusal is shared too: the other searches of a refused page view do not run either.
  return (caller.shared.charge ??= charge(caller));
}
