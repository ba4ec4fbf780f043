// GitHub sign-in through the real Auth.js flow (sign-in POST, OAuth callback, token exchange,
// profile fetch) against a local stand-in for GitHub (Enterprise-style base URL), ending in a
// database session that our own session reader resolves. Renames and bans included.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Auth } from "@auth/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildAuthConfig, githubSignInConfigured } from "@/lib/auth/next/auth-config";
import { hashToken } from "@/lib/auth/hash-token";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { CookieJar } from "../helpers/cookie-jar";

const SITE = "http://hub.test";
let github: Server;
let profile = { id: 90001, login: "Octo-Dev", name: "Octo Dev", avatar_url: "https://avatars.example/90001", email: "octo@example.com" };
let tokenRequests = 0;

beforeAll(async () => {
  github = createServer((request, response) => {
    if (request.method === "POST" && request.url?.startsWith("/login/oauth/access_token")) {
      tokenRequests++;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ access_token: "gho_test", token_type: "bearer", scope: "read:user" }));
    } else if (request.url === "/api/v3/user") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(profile));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    AUTH_GITHUB_ID: "test-client",
    AUTH_GITHUB_SECRET: "test-secret",
    AUTH_GITHUB_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}`,
    AUTH_SECRET: "integration-secret-0123456789abcdef",
  });
  resetConfigForTests();
});

afterAll(async () => {
  await new Promise((resolve) => github.close(resolve));
  for (const key of ["AUTH_GITHUB_ID", "AUTH_GITHUB_SECRET", "AUTH_GITHUB_URL", "AUTH_SECRET"]) delete process.env[key];
  resetConfigForTests();
});

async function signInWithGithub(): Promise<{ jar: CookieJar; final: Response }> {
  const jar = new CookieJar();
  const auth = (path: string, init: RequestInit = {}) =>
    Auth(
      new Request(`${SITE}/api/auth${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } }),
      buildAuthConfig(),
    );

  const csrf = await auth("/csrf");
  jar.take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const start = await auth("/signin/github", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${SITE}/settings/tokens` }).toString(),
  });
  jar.take(start);
  const authorize = new URL(start.headers.get("location") ?? "");
  expect(authorize.pathname).toBe("/login/oauth/authorize");
  expect(authorize.searchParams.get("scope")).toBe("read:user");
  // GitHub would now ask the person and redirect back with a code.
  const callback = new URLSearchParams({ code: "one-time-code" });
  const state = authorize.searchParams.get("state");
  if (state) callback.set("state", state);
  const final = await auth(`/callback/github?${callback}`);
  jar.take(final);
  return { jar, final };
}

describe("GitHub sign-in through Auth.js", () => {
  test("is configured only when AUTH_GITHUB_ID and AUTH_GITHUB_SECRET are set", () => {
    expect(githubSignInConfigured()).toBe(true);
    expect(buildAuthConfig().providers).toHaveLength(1);
    expect(buildAuthConfig().session?.strategy).toBe("database");
  });

  test("the OAuth round trip creates the user by GitHub id and a database session our reader resolves", async () => {
    const { jar, final } = await signInWithGithub();
    expect(final.status).toBe(302);
    expect(final.headers.get("location")).toBe(`${SITE}/settings/tokens`);
    expect(tokenRequests).toBeGreaterThan(0);
    const sessionToken = jar.get(sessionCookieName());
    expect(sessionToken).toBeTruthy();
    const sessionCookie = final.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName()}=`)) ?? "";
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const actor = await sessionActor({ sessionToken: sessionToken as string });
    expect(actor).toMatchObject({ handle: "octo-dev", via: "session", scopes: ["read", "publish"] });
    const user = await db.user.findUniqueOrThrow({ where: { id: actor?.userId } });
    expect(user).toMatchObject({ githubId: "90001", displayName: "Octo Dev", image: "https://avatars.example/90001" });
    // The secret is stored hashed, and GitHub's access token is not stored at all.
    expect(await db.session.count({ where: { sessionToken: hashToken(sessionToken as string) } })).toBe(1);
    expect(await db.account.findFirst({ where: { userId: user.id }, select: { access_token: true, refresh_token: true } })).toEqual({
      access_token: null,
      refresh_token: null,
    });
  });

  test("signing in again after a GitHub rename keeps the same user under the new handle", async () => {
    const before = await db.user.findUniqueOrThrow({ where: { githubId: "90001" } });
    profile = { ...profile, login: "octo-renamed" };
    const { jar } = await signInWithGithub();
    const actor = await sessionActor({ sessionToken: jar.get(sessionCookieName()) as string });
    expect(actor).toMatchObject({ userId: before.id, handle: "octo-renamed" });
  });

  test("a banned account gets no session", async () => {
    await db.user.update({ where: { githubId: "90001" }, data: { bannedAt: new Date() } });
    const sessionsBefore = await db.session.count();
    const { jar, final } = await signInWithGithub();
    expect(final.headers.get("location")).toContain("/signin?error=AccountBanned");
    expect(jar.get(sessionCookieName())).toBeUndefined();
    expect(await db.session.count()).toBe(sessionsBefore);
  });
});
