// The CLI device flow, through the route handlers the clawhub CLI calls and the approval step
// a signed-in person takes on /cli/device. Shapes follow clawhub's deviceAuth.js; polling details in device-polling.test.ts.
import { describe, expect, test } from "vitest";
import { POST as codeRoute } from "@/app/api/cli/device/code/route";
import { POST as tokenRoute } from "@/app/api/cli/device/token/route";
import { GET as legacyWhoami } from "@/app/api/cli/whoami/route";
import { GET as whoami } from "@/app/api/v1/whoami/route";
import type { Actor } from "@/lib/auth/actor";
import { decideDeviceCode } from "@/lib/auth/device/decide-device-code";
import { findDeviceCode } from "@/lib/auth/device/find-device-code";
import { pollDeviceToken } from "@/lib/auth/device/poll-device-token";
import { startDeviceAuthorization } from "@/lib/auth/device/start-device-authorization";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { callRoute, json, SITE } from "./call-route";

const GRANT = "urn:ietf:params:oauth:grant-type:device_code";
type CodeResponse = {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
};
type TokenError = { error: string; error_description: string; interval?: number };

async function signedIn(role: "USER" | "ADMIN" = "USER"): Promise<Actor> {
  return { ...(await createActor({ role })), via: "session" };
}

async function requestCode(body: Record<string, unknown> = { scope: "read write", site_url: "https://clawhub.ai", label: "CLI device login" }) {
  const response = await callRoute(codeRoute, "/api/cli/device/code", { method: "POST", body });
  expect(response.status).toBe(200);
  return json<CodeResponse>(response);
}

const poll = (deviceCode: string, ip?: string) =>
  callRoute(tokenRoute, "/api/cli/device/token", { method: "POST", body: { device_code: deviceCode, grant_type: GRANT }, ip });

describe("POST /api/cli/device/code", () => {
  test("answers what clawhub's isDeviceCodeResponse checks, with a 15-minute expiry and our /cli/device page", async () => {
    const code = await requestCode();
    expect(code.device_code.length).toBeGreaterThanOrEqual(40);
    expect(code.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(code.verification_uri).toBe(`${SITE}/cli/device`);
    expect(code.verification_uri_complete).toBe(`${SITE}/cli/device?code=${code.user_code}`);
    expect(code.expires_in).toBe(900);
    expect(code.interval).toBe(5);
    const row = await db.deviceCode.findUniqueOrThrow({ where: { userCode: code.user_code } });
    expect(row).toMatchObject({ status: "PENDING", clientLabel: "CLI device login", scopes: ["read", "publish"] });
    expect(row.deviceCodeHash).not.toBe(code.device_code);
  });

  test("bad bodies are 400 VALIDATION_FAILED", async () => {
    const response = await callRoute(codeRoute, "/api/cli/device/code", { method: "POST", body: { scope: 42 } });
    expect(response.status).toBe(400);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("VALIDATION_FAILED");
  });
});

describe("the whole login: request, approve on the website, poll, use the token", () => {
  test("pending until approved, then a CLI token exactly once, which whoami accepts", async () => {
    const person = await signedIn();
    const code = await requestCode();

    const pending = await poll(code.device_code);
    expect(pending.status).toBe(400);
    expect(await json<TokenError>(pending)).toMatchObject({ error: "authorization_pending" });

    const shown = await findDeviceCode({ userCode: code.user_code.toLowerCase().replace("-", " ") });
    expect(shown).toMatchObject({ userCode: code.user_code, clientLabel: "CLI device login", scopes: ["read", "publish"] });
    expect(await decideDeviceCode({ actor: person, userCode: code.user_code, approve: true, confirmScopes: "read publish" })).toEqual({ status: "APPROVED" });

    // The CLI waits `interval` seconds between polls; simulate that wait.
    await db.deviceCode.update({ where: { userCode: code.user_code }, data: { lastPolledAt: new Date(Date.now() - 6_000) } });
    const granted = await poll(code.device_code);
    expect(granted.status).toBe(200);
    const body = await json<{ access_token: string; token_type: string; scope: string }>(granted);
    expect(body).toMatchObject({ token_type: "bearer", scope: "read publish" });

    const actor = await verifyApiToken(body.access_token);
    expect(actor).toMatchObject({ userId: person.userId, scopes: ["read", "publish"] });
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: actor.tokenId } })).kind).toBe("CLI");

    const me = await callRoute(whoami, "/api/v1/whoami", { token: body.access_token });
    expect(await json(me)).toEqual({ user: { handle: person.handle, displayName: person.handle, image: null, role: "user" } });
    expect(await json(await callRoute(legacyWhoami, "/api/cli/whoami", { token: body.access_token }))).toEqual({ user: { handle: person.handle } });

    await db.deviceCode.update({ where: { userCode: code.user_code }, data: { lastPolledAt: new Date(Date.now() - 6_000) } });
    expect(await json<TokenError>(await poll(code.device_code))).toMatchObject({ error: "invalid_grant" });
  });

  test("two polls racing for one approval produce one token", async () => {
    const person = await signedIn();
    const started = await startDeviceAuthorization({});
    await decideDeviceCode({ actor: person, userCode: started.userCode, approve: true, confirmScopes: "read publish" });
    const results = await Promise.all([pollDeviceToken({ deviceCode: started.deviceCode }), pollDeviceToken({ deviceCode: started.deviceCode })]);
    expect(results.filter((result) => result.status === "approved")).toHaveLength(1);
    expect(await db.apiToken.count({ where: { userId: person.userId, kind: "CLI" } })).toBe(1);
  });

  test("denied logins answer access_denied and create no token", async () => {
    const person = await signedIn();
    const started = await startDeviceAuthorization({ scope: "read write" });
    await decideDeviceCode({ actor: person, userCode: started.userCode, approve: false });
    expect(await pollDeviceToken({ deviceCode: started.deviceCode })).toEqual({ status: "access_denied" });
    expect(await db.apiToken.count({ where: { userId: person.userId } })).toBe(0);
  });
});

describe("approving", () => {
  test("codes are checked: unknown → DEVICE_CODE_NOT_FOUND, decided twice → DEVICE_CODE_USED", async () => {
    const person = await signedIn();
    await expectCode(findDeviceCode({ userCode: "nonsense" }), "DEVICE_CODE_NOT_FOUND");
    await expectCode(decideDeviceCode({ actor: person, userCode: "BCDF-GHJK", approve: true, confirmScopes: "read publish" }), "DEVICE_CODE_NOT_FOUND");
    const started = await startDeviceAuthorization({});
    await decideDeviceCode({ actor: person, userCode: started.userCode, approve: true, confirmScopes: "read publish" });
    await expectCode(decideDeviceCode({ actor: person, userCode: started.userCode, approve: false }), "DEVICE_CODE_USED");
    const audit = await db.auditLog.findFirst({ where: { action: "device.approve", actorId: person.userId } });
    expect(audit).not.toBeNull();
  });

  test("only a signed-in browser approves; tokens cannot approve more logins", async () => {
    const person = await signedIn();
    const started = await startDeviceAuthorization({});
    await expectCode(
      decideDeviceCode({ actor: { ...person, via: "token" }, userCode: started.userCode, approve: true, confirmScopes: "read publish" }),
      "FORBIDDEN",
    );
  });

  test("the device flow never grants admin, even to admins who ask for it", async () => {
    const admin = await signedIn("ADMIN");
    const started = await startDeviceAuthorization({ scope: "read write admin" });
    await decideDeviceCode({ actor: admin, userCode: started.userCode, approve: true, confirmScopes: "read publish" });
    const result = await pollDeviceToken({ deviceCode: started.deviceCode });
    expect(result).toMatchObject({ status: "approved", scopes: ["read", "publish"] });
  });

  test("whoami without credentials is 401", async () => {
    const response = await callRoute(whoami, "/api/v1/whoami");
    expect(response.status).toBe(401);
  });
});
