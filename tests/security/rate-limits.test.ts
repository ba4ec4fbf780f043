// Rate limits hold (RATE_LIMIT_DISABLED is off in tests). The "auth" budget (60 a minute per IP:
// device codes, OIDC exchanges, sign-in) answers 429 RATE_LIMITED with Retry-After and RateLimit-*
// headers from the 61st request on, concurrent bursts included (the counter is one atomic upsert in
// PostgreSQL, shared by every app instance); another client is unaffected.
// Spoofing X-Forwarded-For against a real server is covered by
// tests/security/xff-rate-limit.spec.ts.
import { describe, expect, test } from "vitest";
import { POST as deviceCode } from "@/app/api/cli/device/code/route";
import { POST as mint } from "@/app/api/v1/publish/token/mint/route";
import { getConfig } from "@/lib/config";
import { RATE_LIMIT_WINDOW_MS, rateLimits } from "@/lib/ratelimit";
import { callRaw } from "../integration/catalog/route-helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const LIMIT = rateLimits.auth.perIp;

// Budgets are fixed windows on the clock. A scenario that straddles a window's end proves
// nothing either way, so it runs again on a fresh address (at most three times).
async function withinOneWindow(run: (ip: string) => Promise<void>, ips: string[]): Promise<void> {
  for (const [attempt, ip] of ips.entries()) {
    const window = Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS);
    try {
      await run(ip);
      return;
    } catch (error) {
      const straddled = Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS) !== window;
      if (!straddled || attempt === ips.length - 1) throw error;
    }
  }
}

const ask = (ip: string) =>
  callRaw(deviceCode as Handler, "/api/cli/device/code", { method: "POST", ip, body: "{}", headers: { "content-type": "application/json" } });

describe("rate limits", () => {
  test("are on in this suite", () => {
    expect(getConfig().RATE_LIMIT_DISABLED).toBe(false);
  });

  test("a concurrent burst over the auth budget: exactly the budget passes, the rest get 429 with Retry-After", async () => {
    await withinOneWindow(
      async (ip) => {
        const responses = await Promise.all(Array.from({ length: LIMIT + 15 }, () => ask(ip)));
        const limited = responses.filter((r) => r.status === 429);
        expect(responses.filter((r) => r.status !== 429)).toHaveLength(LIMIT);
        expect(limited).toHaveLength(15);
        for (const r of limited) {
          expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
          expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(60);
          expect(r.headers.get("ratelimit-limit")).toBe(String(LIMIT));
          expect(r.headers.get("ratelimit-remaining")).toBe("0");
          expect(((await r.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
        }
        // Still limited on the next call: the window did not reset because of the burst.
        expect((await ask(ip)).status).toBe(429);
      },
      ["203.0.113.10", "203.0.113.20", "203.0.113.30"],
    );
  });

  test("another client's budget is untouched", async () => {
    const response = await ask("203.0.113.11");
    expect(response.status).not.toBe(429);
    expect(Number(response.headers.get("ratelimit-remaining"))).toBe(LIMIT - 1);
  });

  test("every route sharing the auth class draws on the same per-IP budget", async () => {
    await withinOneWindow(
      async (ip) => {
        await Promise.all(Array.from({ length: LIMIT }, () => ask(ip)));
        const exchange = await callRaw(mint as Handler, "/api/v1/publish/token/mint", {
          method: "POST",
          ip,
          body: JSON.stringify({ token: "x" }),
          headers: { "content-type": "application/json" },
        });
        expect(exchange.status).toBe(429);
      },
      ["203.0.113.12", "203.0.113.22", "203.0.113.32"],
    );
  });
});
