// Rate-limit keys cannot be multiplied (issue 24): every token of one account draws on one
// budget; an IPv4 address spelled as IPv4-mapped IPv6 is the same client; all addresses of one
// IPv6 /64 share a budget; and an account cannot hold more than MAX_LIVE_TOKENS_PER_USER live tokens.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as deviceCode } from "@/app/api/cli/device/code/route";
import { GET as whoami } from "@/app/api/v1/whoami/route";
import { createApiToken, MAX_LIVE_TOKENS_PER_USER } from "@/lib/auth/create-api-token";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { revokeApiToken } from "@/lib/auth/tokens/revoke-api-token";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/ratelimit";
import { downloadIdentity } from "@/lib/stats";
import { expectCode } from "../integration/helpers/expect-code";
import { holdClockAtWindowStart } from "../integration/helpers/hold-clock-at-window-start";
import { callRaw, tokenUser } from "../integration/catalog/route-helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const remaining = (response: Response) => Number(response.headers.get("ratelimit-remaining"));
const startLogin = (ip: string) =>
  callRaw(deviceCode as Handler, "/api/cli/device/code", { method: "POST", ip, body: "{}", headers: { "content-type": "application/json" } });

describe("rate-limit keys", () => {
  describe("budgets", () => {
    beforeEach(holdClockAtWindowStart);
    afterEach(() => vi.useRealTimers());

    test("two tokens of one account share the account's budget", async () => {
      const { actor, token: first } = await tokenUser();
      const second = (await createApiToken({ userId: actor.userId, label: "second", scopes: ["read"] })).token;
      const a = await callRaw(whoami as Handler, "/api/v1/whoami", { token: first, ip: "198.51.100.41" });
      const b = await callRaw(whoami as Handler, "/api/v1/whoami", { token: second, ip: "198.51.100.42" });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(remaining(a)).toBe(rateLimits.read.perUser - 1);
      expect(remaining(b)).toBe(rateLimits.read.perUser - 2);
    });

    test("::ffff:203.0.113.20 and 203.0.113.20 are one client", async () => {
      const mapped = await startLogin("::ffff:203.0.113.20");
      const plain = await startLogin("203.0.113.20");
      const upper = await startLogin("::FFFF:CB00:7114");
      expect([mapped.status, plain.status, upper.status]).toEqual([200, 200, 200]);
      expect([remaining(mapped), remaining(plain), remaining(upper)]).toEqual([
        rateLimits.auth.perIp - 1,
        rateLimits.auth.perIp - 2,
        rateLimits.auth.perIp - 3,
      ]);
    });

    test("addresses of one IPv6 /64 share a budget; the next /64 has its own", async () => {
      const first = await startLogin("2001:db8:24:1::1");
      const second = await startLogin("2001:db8:24:1:dead:beef:0:7");
      const spelled = await startLogin("2001:0DB8:0024:0001:0000:0000:0000:0009");
      const neighbour = await startLogin("2001:db8:24:2::1");
      expect([remaining(first), remaining(second), remaining(spelled)]).toEqual([
        rateLimits.auth.perIp - 1,
        rateLimits.auth.perIp - 2,
        rateLimits.auth.perIp - 3,
      ]);
      expect(remaining(neighbour)).toBe(rateLimits.auth.perIp - 1);
    });

    test("download counting uses the same keys: one /64, one IPv4 however spelled, count once a day", () => {
      const day = "2031-05-05";
      expect(downloadIdentity({ ip: "2001:db8:7:7::1", day })).toBe(downloadIdentity({ ip: "2001:db8:7:7:abcd::99", day }));
      expect(downloadIdentity({ ip: "2001:db8:7:8::1", day })).not.toBe(downloadIdentity({ ip: "2001:db8:7:7::1", day }));
      expect(downloadIdentity({ ip: "::ffff:198.51.100.9", day })).toBe(downloadIdentity({ ip: "198.51.100.9", day }));
    });

    test("once the budget of a /64 is spent, another address in it is refused too", async () => {
      for (let i = 0; i < rateLimits.auth.perIp; i++) expect((await startLogin(`2001:db8:24:9::${(i + 1).toString(16)}`)).status).toBe(200);
      const refused = await startLogin("2001:db8:24:9:ffff::1");
      expect(refused.status).toBe(429);
    });
  });

  test(`an account holds at most ${MAX_LIVE_TOKENS_PER_USER} live tokens; revoked and expired ones do not count`, async () => {
    const { actor } = await tokenUser();
    const session = { ...actor, via: "session" as const, tokenId: undefined };
    await db.apiToken.create({
      data: {
        userId: actor.userId,
        label: "old",
        prefix: "clh_old",
        tokenHash: `expired-${actor.userId}`,
        scopes: ["read"],
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    const made: string[] = [];
    for (let i = 1; i < MAX_LIVE_TOKENS_PER_USER; i++)
      made.push((await createPersonalToken({ actor: session, token: { label: `t${i}`, scopes: ["read"], expiresInDays: 30 } })).id);
    await expectCode(createPersonalToken({ actor: session, token: { label: "one too many", scopes: ["read"], expiresInDays: 30 } }), "TOKEN_LIMIT_REACHED");
    await revokeApiToken({ actor: session, tokenId: made[0]! });
    expect((await createPersonalToken({ actor: session, token: { label: "after revoking", scopes: ["read"], expiresInDays: 30 } })).id).toBeTruthy();
  });

  test("a concurrent burst of token creations cannot overshoot the cap, and never waits holding a connection", async () => {
    const { actor } = await tokenUser();
    const session = { ...actor, via: "session" as const, tokenId: undefined };
    const create = (i: number) => createPersonalToken({ actor: session, token: { label: `b${i}`, scopes: ["read"], expiresInDays: 1 } });
    const results = await Promise.allSettled(Array.from({ length: MAX_LIVE_TOKENS_PER_USER + 5 }, (_, i) => create(i)));
    const codes = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as { code: string }).code);
    // One creation at a time per account: the others are refused at once (RATE_LIMITED, retry).
    expect(codes.every((code) => code === "RATE_LIMITED" || code === "TOKEN_LIMIT_REACHED")).toBe(true);
    for (let i = 0; (await db.apiToken.count({ where: { userId: actor.userId, revokedAt: null } })) < MAX_LIVE_TOKENS_PER_USER; i++) await create(100 + i);
    await expectCode(create(999), "TOKEN_LIMIT_REACHED");
    expect(await db.apiToken.count({ where: { userId: actor.userId, revokedAt: null } })).toBe(MAX_LIVE_TOKENS_PER_USER);
  });
});
