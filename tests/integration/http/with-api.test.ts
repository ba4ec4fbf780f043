// The route wrapper: auth, scopes, parsing, rate limits and the error format, over a real database.
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http";
import { holdClockAtWindowStart } from "../helpers/hold-clock-at-window-start";

async function tokenFor(handle: string, scopes: Array<"read" | "publish" | "admin">, extra: { expiresAt?: Date; role?: "ADMIN" } = {}) {
  const { role, ...rest } = extra;
  const user = await createUser({ handle, role });
  return (await createApiToken({ userId: user.id, label: "test", scopes, ...rest })).token;
}

function call(route: (request: Request) => Promise<Response>, init: RequestInit & { url?: string; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  headers.set("x-forwarded-for", "203.0.113.7");
  return route(new Request(init.url ?? "http://test.local/api/thing", { ...init, headers }));
}

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe("authentication and scopes", () => {
  const publishRoute = withApi(async ({ actor }) => ({ handle: actor.handle }), { scopes: ["publish"] });

  test("no credentials on a protected route is 401 UNAUTHENTICATED", async () => {
    const response = await call(publishRoute, { method: "POST" });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("UNAUTHENTICATED");
  });

  test("an unknown token is 401 UNAUTHENTICATED; a malformed header too", async () => {
    expect(await errorCode(await call(publishRoute, { method: "POST", token: "clh_nope" }))).toBe("UNAUTHENTICATED");
    expect(await errorCode(await call(publishRoute, { method: "POST", headers: { authorization: "Basic abc" } }))).toBe("UNAUTHENTICATED");
  });

  test("a token with the scope passes and identifies its owner", async () => {
    const token = await tokenFor("scoped-ok", ["read", "publish"]);
    const response = await call(publishRoute, { method: "POST", token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ handle: "scoped-ok" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  test("a token without the scope is 403 FORBIDDEN; admin implies every scope (for an admin; others cannot hold it)", async () => {
    expect(await errorCode(await call(publishRoute, { method: "POST", token: await tokenFor("read-only", ["read"]) }))).toBe("FORBIDDEN");
    expect((await call(publishRoute, { method: "POST", token: await tokenFor("root", ["admin"], { role: "ADMIN" }) })).status).toBe(200);
    expect(await errorCode(await call(publishRoute, { method: "POST", token: await tokenFor("not-root", ["admin"]) }))).toBe("FORBIDDEN");
  });

  test("revoked and expired tokens are 401 TOKEN_INVALID", async () => {
    const revoked = await tokenFor("revoker", ["publish"]);
    await db.apiToken.updateMany({ where: { user: { handle: "revoker" } }, data: { revokedAt: new Date() } });
    expect(await errorCode(await call(publishRoute, { method: "POST", token: revoked }))).toBe("TOKEN_INVALID");
    const expired = await tokenFor("expirer", ["publish"], { expiresAt: new Date(Date.now() - 1000) });
    expect(await errorCode(await call(publishRoute, { method: "POST", token: expired }))).toBe("TOKEN_INVALID");
  });
});

describe("request parsing", () => {
  const route = withApi(async ({ query, body }) => ({ query, body }), {
    query: z.object({ limit: z.coerce.number().int().max(50) }),
    body: z.object({ name: z.string().min(1) }),
  });

  test("valid query and body reach the handler parsed", async () => {
    const response = await call(route, { method: "POST", url: "http://test.local/x?limit=5", body: JSON.stringify({ name: "a" }) });
    expect(await response.json()).toEqual({ query: { limit: 5 }, body: { name: "a" } });
  });

  test("schema failures are 400 VALIDATION_FAILED with field paths", async () => {
    const response = await call(route, { method: "POST", url: "http://test.local/x?limit=500", body: JSON.stringify({ name: "" }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; details: Array<{ path: string }> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.details.map((d) => d.path)).toContain("limit");
  });

  test("malformed JSON is 400 BAD_REQUEST and an oversized body 413 PAYLOAD_TOO_LARGE", async () => {
    expect(await errorCode(await call(route, { method: "POST", url: "http://test.local/x?limit=1", body: "{nope" }))).toBe("BAD_REQUEST");
    const small = withApi(async () => ({}), { body: z.object({}), maxBodyBytes: 10 });
    const response = await call(small, { method: "POST", body: JSON.stringify({ padding: "x".repeat(100) }) });
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("error mapping", () => {
  test("AppError keeps its code and status", async () => {
    const route = withApi(async () => {
      throw new AppError("NOT_FOUND", "no such thing", { details: { slug: "x" } });
    });
    const response = await call(route);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND", details: { slug: "x" } } });
  });

  test("a unique violation from the database is 409 CONFLICT", async () => {
    await createUser({ handle: "dupe" });
    const route = withApi(async () => db.user.create({ data: { handle: "dupe" } }));
    const response = await call(route, { method: "POST" });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("CONFLICT");
  });

  test("an unexpected failure is 500 INTERNAL with a request id and no internals", async () => {
    const route = withApi(async () => {
      throw new Error("secret connection string postgres://u:p@h/db");
    });
    const originalError = console.error;
    console.error = () => {};
    const response = await call(route).finally(() => (console.error = originalError));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text)).toMatchObject({ error: { code: "INTERNAL", requestId: response.headers.get("x-request-id") } });
  });
});

describe("rate limits", () => {
  afterEach(() => vi.useRealTimers());

  test("the window is shared through the database and answers 429 with Retry-After", async () => {
    holdClockAtWindowStart();
    const route = withApi(async () => ({ ok: true }), { rateLimit: "auth" });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await call(route)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    const limited = await call(route);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
  });
});
