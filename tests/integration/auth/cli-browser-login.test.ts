// The clawdhub CLI's browser login (/cli/auth): which callback addresses may receive a token, and
// that approving creates a working CLI token only for a signed-in person.
import { describe, expect, test } from "vitest";
import { approveLoopbackLogin } from "@/lib/auth/cli/approve-loopback-login";
import { checkLoopbackRedirect, parseLoopbackLoginRequest } from "@/lib/auth/cli/loopback-login-request";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? "thrown";
  }
}

const state = "0123456789abcdef0123456789abcdef";

describe("checkLoopbackRedirect", () => {
  test.each(["http://127.0.0.1:5123/callback", "http://localhost:5123/callback", "http://[::1]:5123/callback"])("accepts %s", (uri) => {
    expect(checkLoopbackRedirect(uri)).toBe(uri);
  });

  test.each([
    "https://127.0.0.1:5123/callback",
    "http://127.0.0.1/callback",
    "http://evil.example:5123/callback",
    "http://127.0.0.1.evil.example:5123/callback",
    "http://0.0.0.0:5123/callback",
    "http://user@127.0.0.1:5123/callback",
    "http://127.0.0.1:5123/other",
    "http://127.0.0.1:5123/callback?next=https://evil.example",
    "http://127.0.0.1:5123/callback#x",
    "javascript:alert(1)//127.0.0.1:5123/callback",
    "not a url",
  ])("refuses %s", (uri) => {
    expect(codeOf(() => checkLoopbackRedirect(uri))).toBe("VALIDATION_FAILED");
  });
});

describe("parseLoopbackLoginRequest", () => {
  test("decodes the label (base64url), flattens control characters and caps it", () => {
    const label = Buffer.from("My laptop\u001b[31m\nCLI", "utf8").toString("base64url");
    expect(parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state, label_b64: label })).toEqual({
      redirectUri: "http://127.0.0.1:5123/callback",
      state,
      label: "My laptop [31m CLI",
    });
    expect(parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state }).label).toBe("CLI token");
    expect(
      parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state, label_b64: Buffer.from("x".repeat(200)).toString("base64url") }).label,
    ).toHaveLength(64);
  });

  test("a missing or malformed state or redirect is refused", () => {
    expect(codeOf(() => parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback" }))).toBe("VALIDATION_FAILED");
    expect(codeOf(() => parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state: "short" }))).toBe("VALIDATION_FAILED");
    expect(codeOf(() => parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state: "a&token=evil-0000" }))).toBe("VALIDATION_FAILED");
    expect(codeOf(() => parseLoopbackLoginRequest({ state }))).toBe("VALIDATION_FAILED");
  });
});

describe("approveLoopbackLogin", () => {
  test("creates a read+publish CLI token and sends the browser to the callback with it in the fragment", async () => {
    const actor = { ...(await createActor()), via: "session" as const };
    const request = parseLoopbackLoginRequest({
      redirect_uri: "http://127.0.0.1:5123/callback",
      state,
      label_b64: Buffer.from("laptop").toString("base64url"),
    });
    const { redirect } = await approveLoopbackLogin({ actor, request, registry: "https://skills.example.com" });
    const url = new URL(redirect);
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:5123/callback");
    expect(url.search).toBe("");
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect({ registry: fragment.get("registry"), state: fragment.get("state") }).toEqual({ registry: "https://skills.example.com", state });
    const tokenActor = await verifyApiToken(fragment.get("token")!);
    expect(tokenActor).toMatchObject({ userId: actor.userId, scopes: ["read", "publish"] });
    expect(await db.apiToken.findFirstOrThrow({ where: { userId: actor.userId, label: "laptop" }, select: { kind: true } })).toEqual({ kind: "CLI" });
  });

  test("a token cannot approve a login for itself (only a signed-in person can)", async () => {
    const actor = { ...(await createActor()), via: "token" as const };
    const request = parseLoopbackLoginRequest({ redirect_uri: "http://127.0.0.1:5123/callback", state });
    await expect(approveLoopbackLogin({ actor, request, registry: "https://skills.example.com" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
