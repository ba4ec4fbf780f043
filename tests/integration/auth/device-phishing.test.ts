// A CLI login link is what a phisher sends (issue 24): the approval page must show what the
// requester could not choose and make approving a deliberate act. The login records where and when
// it was started (normalised address, a trusted proxy's country, user agent); the requester's label
// is cleaned of invisible and direction-changing characters (the page shows it as self-declared);
// the approving browser's origin is compared with the requester's; and approving needs a
// confirmation naming exactly the scopes granted.
import { afterEach, describe, expect, test } from "vitest";
import { POST as codeRoute } from "@/app/api/cli/device/code/route";
import type { Actor } from "@/lib/auth/actor";
import { MAX_LIVE_TOKENS_PER_USER } from "@/lib/auth/create-api-token";
import { decideDeviceCode } from "@/lib/auth/device/decide-device-code";
import { compareOrigins } from "@/lib/auth/device/device-origin";
import { findDeviceCode } from "@/lib/auth/device/find-device-code";
import { startDeviceAuthorization } from "@/lib/auth/device/start-device-authorization";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { SITE } from "./call-route";

type CodeResponse = { user_code: string };

async function startFrom(input: { ip: string; label?: string; country?: string; userAgent?: string; scope?: string }): Promise<string> {
  const headers = new Headers({
    host: "hub.test",
    "x-forwarded-for": input.ip,
    "content-type": "application/json",
    "user-agent": input.userAgent ?? "clawhub/0.23.3 node/24",
  });
  if (input.country) headers.set("cf-ipcountry", input.country);
  const response = await codeRoute(
    new Request(`${SITE}/api/cli/device/code`, { method: "POST", headers, body: JSON.stringify({ scope: input.scope ?? "read write", label: input.label }) }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as CodeResponse).user_code;
}

const signedIn = async (): Promise<Actor> => ({ ...(await createActor()), via: "session" });

afterEach(() => {
  delete process.env.CLIENT_COUNTRY_HEADER;
  resetConfigForTests();
});

describe("where and when a login was started", () => {
  test("the address (normalised), the user agent and the time are recorded; the country only from a configured proxy header", async () => {
    const before = Date.now();
    const untrusted = await findDeviceCode({ userCode: await startFrom({ ip: "::ffff:198.51.100.77", country: "NZ" }) });
    expect(untrusted).toMatchObject({ requestIp: "198.51.100.77", requestCountry: null, requestAgent: "clawhub/0.23.3 node/24" });
    expect(untrusted.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    process.env.CLIENT_COUNTRY_HEADER = "cf-ipcountry";
    resetConfigForTests();
    const trusted = await findDeviceCode({ userCode: await startFrom({ ip: "2001:db8:5::9", country: "nz" }) });
    expect(trusted).toMatchObject({ requestIp: "2001:db8:5::9", requestCountry: "NZ" });
    const junk = await findDeviceCode({ userCode: await startFrom({ ip: "203.0.113.4", country: "<script>" }) });
    expect(junk.requestCountry).toBeNull();
  });

  test("the approving browser is compared with the requester: another network or country is flagged", () => {
    expect(compareOrigins({ ip: "198.51.100.77", country: null }, { ip: "::ffff:198.51.100.77", country: null })).toMatchObject({
      sameNetwork: true,
      differs: false,
    });
    expect(compareOrigins({ ip: "198.51.100.77", country: null }, { ip: "203.0.113.9", country: null })).toMatchObject({ sameNetwork: false, differs: true });
    expect(compareOrigins({ ip: "2001:db8:5::9", country: "NZ" }, { ip: "2001:db8:5::1234", country: "NZ" })).toMatchObject({
      sameNetwork: true,
      sameCountry: true,
      differs: false,
    });
    expect(compareOrigins({ ip: "2001:db8:5::9", country: "NZ" }, { ip: "2001:db8:5::1", country: "RU" })).toMatchObject({ sameCountry: false, differs: true });
    expect(compareOrigins({ ip: null, country: null }, { ip: "unknown", country: null })).toMatchObject({ sameNetwork: null, differs: false });
  });

  test("a requester's label loses invisible and direction-changing characters", async () => {
    const code = await findDeviceCode({
      userCode: await startFrom({ ip: "198.51.100.5", label: "Skillvault\u200b official\u202e deifirev\u0000 CLI\n\n(verified)" }),
    });
    expect(code.clientLabel).toBe("Skillvault official deifirev CLI (verified)");
    const blank = await findDeviceCode({ userCode: await startFrom({ ip: "198.51.100.5", label: "\u202e\u200b\n" }) });
    expect(blank.clientLabel).toBe("CLI device login");
  });
});

describe("approving names the scopes", () => {
  test("approve without confirming, or confirming other scopes, is DEVICE_CONFIRMATION_REQUIRED and approves nothing", async () => {
    const person = await signedIn();
    const userCode = await startFrom({ ip: "198.51.100.6" });
    await expectCode(decideDeviceCode({ actor: person, userCode, approve: true }), "DEVICE_CONFIRMATION_REQUIRED");
    await expectCode(decideDeviceCode({ actor: person, userCode, approve: true, confirmScopes: "read" }), "DEVICE_CONFIRMATION_REQUIRED");
    await expectCode(decideDeviceCode({ actor: person, userCode, approve: true, confirmScopes: "read publish admin" }), "DEVICE_CONFIRMATION_REQUIRED");
    expect((await db.deviceCode.findUniqueOrThrow({ where: { userCode } })).status).toBe("PENDING");
    expect(await decideDeviceCode({ actor: person, userCode, approve: true, confirmScopes: "publish read" })).toEqual({ status: "APPROVED" });
  });

  test("a read-only login is confirmed as read only; denying needs no confirmation", async () => {
    const person = await signedIn();
    const readOnly = await startFrom({ ip: "198.51.100.6", scope: "read" });
    await expectCode(decideDeviceCode({ actor: person, userCode: readOnly, approve: true, confirmScopes: "read publish" }), "DEVICE_CONFIRMATION_REQUIRED");
    await decideDeviceCode({ actor: person, userCode: readOnly, approve: true, confirmScopes: "read" });
    const denied = await startFrom({ ip: "198.51.100.6" });
    expect(await decideDeviceCode({ actor: person, userCode: denied, approve: false })).toEqual({ status: "DENIED" });
  });

  test("an account at its token limit is told on the approval page, not by a failed poll", async () => {
    const person = await signedIn();
    await db.apiToken.createMany({
      data: Array.from({ length: MAX_LIVE_TOKENS_PER_USER }, (_, i) => ({
        userId: person.userId,
        label: `t${i}`,
        prefix: "clh_x",
        tokenHash: `full-${person.userId}-${i}`,
        scopes: ["read"],
      })),
    });
    const started = await startDeviceAuthorization({});
    await expectCode(decideDeviceCode({ actor: person, userCode: started.userCode, approve: true, confirmScopes: "read publish" }), "TOKEN_LIMIT_REACHED");
  });
});
