// A closed registry (HUB_REQUIRE_SIGNIN=1): API routes answer 401 SIGNIN_REQUIRED without a session
// or token, except discovery, health and sign-in; a token reads as usual (never cached as shared);
// pages without a live session (none, or a made-up cookie) are sent to sign-in by the request step
// ahead of Next.js and the page cache, while sign-in itself and /api/ pass through.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as discoveryRoute } from "@/app/.well-known/clawhub.json/route";
import { GET as changesRoute } from "@/app/api/v1/changes/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { createSession } from "@/lib/auth/sessions/create-session";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { resetConfigForTests } from "@/lib/config";
import { requireSignin } from "@/lib/http/require-signin";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

let reader: TokenUser;
let server: http.Server;
let base = "";

beforeAll(async () => {
  process.env.HUB_REQUIRE_SIGNIN = "1";
  resetConfigForTests();
  reader = await tokenUser({ handle: "closed-reader", scopes: ["read"] });
  const publisher = await tokenUser({ handle: "closed-publisher" });
  await publishFixture({
    actor: publisher.actor,
    slug: "closed-open-skill",
    version: "1.0.0",
    visibility: "public",
    content: { description: "Closed registry probe narwhal." },
  });
  requireSignin();
  server = http.createServer((_request, response) => response.end("rendered"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.HUB_REQUIRE_SIGNIN;
  resetConfigForTests();
  await new Promise((resolve) => server.close(resolve));
});

describe("API", () => {
  test("without credentials: 401 SIGNIN_REQUIRED on reads, lists and feeds, even for a public skill", async () => {
    for (const [route, path, params] of [
      [skillRoute, "/api/v1/skills/closed-open-skill", { slug: "closed-open-skill" }],
      [searchRoute, "/api/v1/search?q=narwhal", {}],
      [changesRoute, "/api/v1/changes", {}],
    ] as const) {
      const response = await callRaw(route as Parameters<typeof callRaw>[0], path, { params });
      const body = await response.text();
      expect([path, response.status], body).toEqual([path, 401]);
      expect(response.headers.get("x-error-code") ?? (JSON.parse(body) as { error: { code: string } }).error.code).toBe("SIGNIN_REQUIRED");
      expect(body).not.toContain("narwhal");
    }
  });

  test("discovery and health stay open", async () => {
    expect((await callRaw(healthRoute, "/api/health")).status).toBe(200);
    expect((await callRaw(discoveryRoute as Parameters<typeof callRaw>[0], "/.well-known/clawhub.json")).status).toBe(200);
  });

  test("a token reads as usual, and the answer is never shared with a cache", async () => {
    const response = await callRaw(skillRoute, "/api/v1/skills/closed-open-skill", { token: reader.token, params: { slug: "closed-open-skill" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).not.toMatch(/public/);
    expect(await (await callRaw(searchRoute, "/api/v1/search?q=narwhal", { token: reader.token })).text()).toContain("closed-open-skill");
  });
});

describe("pages", () => {
  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  test("without a live session: 303 to sign-in with the page as callback; a made-up session cookie too", async () => {
    for (const cookie of [undefined, `${sessionCookieName()}=made-up`, `${sessionCookieName()}=%E0`]) {
      const response = await get("/closed-publisher/closed-open-skill?tab=1", cookie);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/signin?callbackUrl=${encodeURIComponent("/closed-publisher/closed-open-skill?tab=1")}`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await get("/sitemap.xml")).status).toBe(303);
  });

  test("with a live session the page renders; sign-in, assets and the API pass through", async () => {
    const { sessionToken } = await createSession({ userId: reader.actor.userId });
    expect(await (await get("/", `${sessionCookieName()}=${sessionToken}`)).text()).toBe("rendered");
    for (const open of ["/signin?callbackUrl=/x", "/api/v1/whoami", "/_next/static/x.js", "/.well-known/clawhub.json"])
      expect(await (await get(open)).text()).toBe("rendered");
  });
});
