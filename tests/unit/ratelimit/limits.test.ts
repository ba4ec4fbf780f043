// The rate limits are ClawHub's final defaults (issue 6): per minute, per address for anonymous
// callers and per user for authenticated ones (issue 24: not per token). Clients tune their retry
// behaviour to these numbers.
import { expect, test } from "vitest";
import { RATE_LIMIT_WINDOW_MS, rateLimits } from "@/lib/ratelimit";

test("read 3,000 / write 300 / download 1,200 per IP; 12,000 / 3,000 / 6,000 per user; one-minute windows", () => {
  expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  expect({ read: rateLimits.read, write: rateLimits.write, download: rateLimits.download }).toEqual({
    read: { perIp: 3_000, perUser: 12_000 },
    write: { perIp: 300, perUser: 3_000 },
    download: { perIp: 1_200, perUser: 6_000 },
  });
});

test("search (backend runs only): 600 per IP, 1,200 per user; above one person's typing, a small share of the search line", () => {
  expect(rateLimits.search).toEqual({ perIp: 600, perUser: 1_200 });
  // Search-as-you-type sends at most one suggestion per 120 ms pause: 500 a minute typing without a break.
  expect(rateLimits.search.perIp).toBeGreaterThan(60_000 / 120);
  expect(rateLimits.search.perUser).toBeGreaterThan(rateLimits.search.perIp);
});
