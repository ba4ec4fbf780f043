// ClawHub's final defaults, per minute. Per client address for anonymous callers (an IPv4 address
// or an IPv6 /64) and per user for authenticated ones: every token and session of one account
// draws on the same budget, so minting more tokens buys no more requests.
export type RateLimitClass = "read" | "write" | "download" | "auth" | "expensive" | "page" | "search";

export const RATE_LIMIT_WINDOW_MS = 60_000;

export const rateLimits: Record<RateLimitClass, { perIp: number; perUser: number }> = {
  read: { perIp: 3_000, perUser: 12_000 },
  write: { perIp: 300, perUser: 3_000 },
  download: { perIp: 1_200, perUser: 6_000 },
  // Sign-in attempts, token exchanges and device-code polling: small, to slow guessing.
  auth: { perIp: 60, perUser: 60 },
  // Work that costs seconds of CPU per request at worst: the website's pre-publish check
  // (read, validate, scan an upload; key "expensive") and cold renders of long texts on pages
  // (markdown, code tables, version diffs; key "render"). Each key is its own budget; both are
  // far above what a person clicks.
  expensive: { perIp: 30, perUser: 60 },
  // Website pages rendered because the page cache could not answer (lib/page-cache): cache misses,
  // and requests that bypass it with a session cookie (real or not) or an Authorization header.
  // A render is ~25 ms of CPU; pages answered from the cache are free. Far above a person's
  // browsing (router prefetches included); per user for a real session, so signing in is no way
  // around it and shared addresses (offices, NAT) do not throttle signed-in people.
  page: { perIp: 600, perUser: 3_000 },
  // Searches a backend actually runs (lib/search/charge-search.ts): result-cache misses, every
  // search with Meilisearch configured, every suggestion. Each costs 1–7 ms of database CPU and
  // holds one of SEARCH_CONCURRENCY places in the line; cache hits are free and never counted.
  // Per address 600 (10 a second): the search box asks for suggestions only after a 120 ms pause
  // (at most 500 a minute, typing without a break for the whole minute) and a results page runs
  // two searches, so no person reaches it; yet one address gets ~3% of the ~290 cold searches a
  // second a 2-core machine answers (issue 23's bench), so holding the line takes dozens of
  // addresses. Per user twice that: a signed-in person shares the budget with nobody behind the
  // same address, and agents searching with a token come in bursts.
  search: { perIp: 600, perUser: 1_200 },
};
