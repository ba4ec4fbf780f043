// Device-flow polling as RFC 8628 §3.5 defines it and clawhub's pollForDeviceToken handles it:
// slow_down with a longer interval, expiry, OAuth-style errors, and rate limits that stay in that style.
import { afterEach, describe, expect, test, vi } from "vitest";
import { POST as codeRoute } from "@/app/api/cli/device/code/route";
import { POST as tokenRoute } from "@/app/api/cli/device/token/route";
import type { Actor } from "@/lib/auth/actor";
import { decideDeviceCode } from "@/lib/auth/device/decide-device-code";
import { pollDeviceToken } from "@/lib/auth/device/poll-device-token";
import { startDeviceAuthorization } from "@/lib/auth/device/start-device-authorization";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { holdClockAtWindowStart } from "../helpers/hold-clock-at-window-start";
import { callRoute, json } from "./call-route";

const GRANT = "urn:ietf:params:oauth:grant-type:device_code";
type TokenError = { error: string; error_description: string; interval?: number };

async function signedIn(): Promise<Actor> {
  return { ...(await createActor()), via: "session" };
}

async function requestCode() {
  const response = await callRoute(codeRoute, "/api/cli/device/code", { method: "POST", body: { scope: "read write", site_url: "https://clawhub.ai" } });
  expect(response.status).toBe(200);
  return json<{ device_code: string }>(response);
}

const poll = (deviceCode: string, ip?: string) =>
  callRoute(tokenRoute, "/api/cli/device/token", { method: "POST", body: { device_code: deviceCode, grant_type: GRANT }, ip });

describe("polling", () => {
  afterEach(() => vi.useRealTimers());

  test("polling faster than the interval answers slow_down with an interval 5 seconds longer", async () => {
    const t0 = new Date("2032-01-01T00:00:00Z");
    const started = await startDeviceAuthorization({ now: t0 });
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    expect(await pollDeviceToken({ deviceCode: started.deviceCode, now: at(5) })).toEqual({ status: "authorization_pending" });
    expect(await pollDeviceToken({ deviceCode: started.deviceCode, now: at(6) })).toEqual({ status: "slow_down", interval: 10 });
    // At the new interval it is fine again; the interval never shrinks back.
    expect(await pollDeviceToken({ deviceCode: started.deviceCode, now: at(16) })).toEqual({ status: "authorization_pending" });
    expect(await pollDeviceToken({ deviceCode: started.deviceCode, now: at(21) })).toEqual({ status: "slow_down", interval: 15 });
  });

  test("through the route, slow_down carries `interval` in the body", async () => {
    const code = await requestCode();
    await poll(code.device_code);
    const fast = await poll(code.device_code);
    expect(fast.status).toBe(400);
    expect(await json<TokenError>(fast)).toMatchObject({ error: "slow_down", interval: 10 });
  });

  test("after 15 minutes: expired_token when polling, DEVICE_CODE_EXPIRED when approving", async () => {
    const person = await signedIn();
    const t0 = new Date(Date.now() - 16 * 60_000);
    const started = await startDeviceAuthorization({ now: t0 });
    expect(await pollDeviceToken({ deviceCode: started.deviceCode })).toEqual({ status: "expired_token" });
    await expectCode(decideDeviceCode({ actor: person, userCode: started.userCode, approve: true, confirmScopes: "read publish" }), "DEVICE_CODE_EXPIRED");
  });

  test("unknown device codes, wrong grant types and malformed bodies get OAuth-style errors", async () => {
    expect(await json<TokenError>(await poll("no-such-device-code"))).toMatchObject({ error: "invalid_grant" });
    const wrongGrant = await callRoute(tokenRoute, "/api/cli/device/token", { method: "POST", body: { device_code: "x", grant_type: "password" } });
    expect(await json<TokenError>(wrongGrant)).toMatchObject({ error: "unsupported_grant_type" });
    for (const body of ["{not json", { grant_type: GRANT }]) {
      const response = await callRoute(tokenRoute, "/api/cli/device/token", { method: "POST", body });
      expect(response.status).toBe(400);
      expect(await json<TokenError>(response)).toMatchObject({ error: "invalid_request" });
    }
  });

  test("too many polls from one address turn into slow_down, not a foreign error shape", async () => {
    // Fixed windows: 61 polls that straddle a window's end could all pass, so the clock holds still.
    holdClockAtWindowStart();
    const ip = "192.0.2.99";
    let last: TokenError | undefined;
    for (let i = 0; i < 61; i++) last = await json<TokenError>(await poll("unknown-code", ip));
    expect(last).toMatchObject({ error: "slow_down" });
    expect(last?.interval).toBeGreaterThanOrEqual(10);
  });
});
