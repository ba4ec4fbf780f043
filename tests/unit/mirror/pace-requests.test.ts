// Reading an upstream's wishes: Retry-After (seconds or a date) and RateLimit-* / X-RateLimit-*
// (a delta, or an epoch second); and a pacer that keeps to its concurrency and its pauses.
import { describe, expect, test } from "vitest";
import { createPacer, exhaustedWindowSeconds, retryAfterSeconds } from "@/lib/mirror/upstream/pace-requests";

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

describe("Retry-After", () => {
  test.each([
    ["30", 30],
    ["0", 0],
    [new Date(now + 90_000).toUTCString(), 90],
    [new Date(now - 90_000).toUTCString(), 0],
    ["soon", null],
  ])("%s → %s", (value, seconds) => {
    expect(retryAfterSeconds(new Headers({ "Retry-After": value }), now)).toBe(seconds);
  });

  test("absent → null", () => {
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });
});

describe("RateLimit-Remaining / Reset", () => {
  test.each([
    [{ "RateLimit-Remaining": "3", "RateLimit-Reset": "20" }, null],
    [{ "RateLimit-Remaining": "0", "RateLimit-Reset": "20" }, 20],
    [{ "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": String(now / 1000 + 45) }, 45],
    [{ "RateLimit-Remaining": "0" }, 1],
    [{ "RateLimit-Remaining": "0", "RateLimit-Reset": "later" }, 1],
  ])("%j → %s", (headers, seconds) => {
    expect(exhaustedWindowSeconds(new Headers(headers), now)).toBe(seconds);
  });
});

describe("pacer", () => {
  test("never more than its concurrency at once", async () => {
    const pacer = createPacer(2);
    let active = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        pacer.run(async () => {
          most = Math.max(most, ++active);
          await new Promise((resolve) => setTimeout(resolve, 10));
          active--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  test("a pause holds the next request until it is over", async () => {
    const pacer = createPacer(4);
    pacer.pause(150);
    const started = Date.now();
    await pacer.run(async () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
