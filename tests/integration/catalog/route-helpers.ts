// Shared by the ClawHub-compatible route tests: accounts with real API tokens, calls with raw bodies,
// error assertions (our code in X-Error-Code, ClawHub's text body), and the real CLI's schemas.
import { expect } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { grantableScopes, tokenRole, type Scope } from "@/lib/auth/scopes";
import type { Role } from "@/lib/db";
import { SITE } from "../auth/call-route";

export { callRoute, json, SITE } from "../auth/call-route";

let counter = 0;

export type TokenUser = { actor: Actor; token: string };

/** A real user and a real API token for it (default: every scope its role allows, staff scopes for staff). */
export async function tokenUser(input: { handle?: string; role?: Role; scopes?: Scope[] } = {}): Promise<TokenUser> {
  const user = await createUser({ handle: input.handle ?? `u${process.pid}x${++counter}`, role: input.role ?? "USER" });
  const scopes = input.scopes ?? grantableScopes(user.role);
  const created = await createApiToken({ userId: user.id, label: "test", scopes });
  return {
    actor: { userId: user.id, handle: user.handle, role: tokenRole(user.role, scopes), scopes, via: "token", tokenId: created.id },
    token: created.token,
  };
}

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A call with any body (bytes, multipart) and headers. */
export function callRaw(
  route: Route,
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string>; token?: string; params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({ host: "hub.test", "x-forwarded-for": init.ip ?? "198.51.100.10", ...init.headers });
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return route(new Request(`${SITE}${path}`, { method: init.method ?? "GET", headers, body: init.body }), { params: Promise.resolve(init.params ?? {}) });
}

/** ClawHub-style error: the status, our code in X-Error-Code, a text/plain body. Returns the text. */
export async function expectError(response: Response, status: number, code: string): Promise<string> {
  const text = await response.text();
  expect({ status: response.status, code: response.headers.get("x-error-code") }, text).toEqual({ status, code });
  expect(response.headers.get("content-type")).toContain("text/plain");
  return text;
}
