// Enterprise sign-in through the real Auth.js flow against a real OpenID provider (oidc-provider,
// in this process): the authorization request carries PKCE, state and nonce; the provider's login
// and consent steps; the callback's code exchange, ID token and userinfo checks; our signIn callback
// (account + group sync); a database session our reader resolves. A tampered or replayed callback,
// a refused consent and a hostile group claim end on the sign-in page with no session. The route
// (/api/auth/*): the origin Auth.js is given, and a 404 when nothing is configured.
import { Auth } from "@auth/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as authRoute } from "@/app/api/auth/[...nextauth]/route";
import { authjsConfigured, buildAuthConfig, oidcSignInName } from "@/lib/auth/next/auth-config";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createOrg } from "@/lib/orgs";
import { freePort } from "../../setup/start-test-server";
import { startOidcIssuer, type OidcIssuer } from "../../setup/oidc-issuer";
import { createActor } from "../helpers/create-actor";
import { CookieJar } from "../helpers/cookie-jar";
import { callRoute } from "./call-route";

const SITE = "http://hub.test";
const ENV = ["AUTH_SECRET", "AUTH_OIDC_ISSUER", "AUTH_OIDC_ID", "AUTH_OIDC_SECRET", "AUTH_OIDC_SCOPES", "AUTH_OIDC_GROUP_MAP"];
let issuer: OidcIssuer;

beforeAll(async () => {
  issuer = await startOidcIssuer({
    port: await freePort(),
    clientId: "hub",
    clientSecret: "hub-secret-0123456789",
    redirectUri: `${SITE}/api/auth/callback/oidc`,
  });
  const owner = await createActor({ handle: "flow-owner" });
  await createOrg({ handle: "flow-team", ownerHandle: owner.handle, actor: null });
  Object.assign(process.env, {
    AUTH_SECRET: "integration-secret-0123456789abcdef",
    AUTH_OIDC_ISSUER: issuer.issuer,
    AUTH_OIDC_ID: "hub",
    AUTH_OIDC_SECRET: "hub-secret-0123456789",
    AUTH_OIDC_SCOPES: "openid profile email groups",
    AUTH_OIDC_GROUP_MAP: JSON.stringify({ "team-writers": "flow-team:publisher" }),
  });
  resetConfigForTests();
});

afterAll(async () => {
  await issuer.stop();
  for (const name of ENV) delete process.env[name];
  resetConfigForTests();
});

type Step = { location: URL; response: Response };

/** Follows the provider's redirects (its own cookies) until it sends the browser somewhere else. */
async function atProvider(url: URL, jar: CookieJar, init: RequestInit = {}): Promise<Step> {
  let response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  for (;;) {
    jar.take(response);
    const location = new URL(response.headers.get("location") ?? url.href, url);
    if (response.status < 300 || response.status >= 400 || location.origin !== issuer.issuer) return { location, response };
    response = await fetch(location, { redirect: "manual", headers: { cookie: jar.header() } });
    url = location;
  }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** Auth.js's sign-in POST, then the provider's login (and consent unless `deny`), up to the redirect back. */
async function startSignIn(login: string, options: { deny?: boolean } = {}) {
  const site = new CookieJar();
  const idp = new CookieJar();
  const auth = (path: string, init: RequestInit = {}) =>
    Auth(
      new Request(`${SITE}/api/auth${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: site.header() } }),
      buildAuthConfig(),
    );
  const csrf = await auth("/csrf");
  site.take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const start = await auth("/signin/oidc", form({ csrfToken, callbackUrl: `${SITE}/dashboard` }));
  site.take(start);
  const authorize = new URL(start.headers.get("location") ?? "");
  const loginPage = await atProvider(authorize, idp);
  const consent = await atProvider(loginPage.location, idp, form({ prompt: "login", login, password: "any" }));
  const back = await atProvider(
    new URL(`${consent.location.pathname}/${options.deny ? "abort" : ""}`.replace(/\/$/, ""), issuer.issuer),
    idp,
    options.deny ? {} : form({ prompt: "consent" }),
  );
  return { site, auth, authorize, callback: back.location };
}

async function finish(flow: Awaited<ReturnType<typeof startSignIn>>, callback: URL = flow.callback) {
  const final = await flow.auth(`${callback.pathname.replace("/api/auth", "")}${callback.search}`);
  flow.site.take(final);
  return { final, location: final.headers.get("location") ?? "", session: flow.site.get(sessionCookieName()) };
}

describe("OpenID Connect sign-in through Auth.js and a real provider", () => {
  test("PKCE (S256), state and nonce on the way out; back with an account, its group's membership and a database session", async () => {
    issuer.accounts.set("flow-kim", { preferred_username: "kim.lee", name: "Kim Lee", email: "kim@corp.example", groups: ["team-writers", "other"] });
    const flow = await startSignIn("flow-kim");
    expect(flow.authorize.origin).toBe(issuer.issuer);
    expect(flow.authorize.searchParams.get("code_challenge_method")).toBe("S256");
    for (const param of ["code_challenge", "state", "nonce"]) expect(flow.authorize.searchParams.get(param)?.length ?? 0).toBeGreaterThanOrEqual(32);
    expect(flow.authorize.searchParams.get("scope")).toBe("openid profile email groups");
    expect(flow.callback.origin + flow.callback.pathname).toBe(`${SITE}/api/auth/callback/oidc`);

    const { final, location, session } = await finish(flow);
    expect(final.status).toBe(302);
    expect(location).toBe(`${SITE}/dashboard`);
    const actor = await sessionActor({ sessionToken: session as string });
    expect(actor).toMatchObject({ handle: "kim-lee", via: "session" });
    expect(await db.user.findUniqueOrThrow({ where: { handle: "kim-lee" }, select: { displayName: true, email: true } })).toEqual({
      displayName: "Kim Lee",
      email: "kim@corp.example",
    });
    expect(
      await db.account.findMany({ where: { userId: actor?.userId }, select: { provider: true, providerAccountId: true, access_token: true, id_token: true } }),
    ).toEqual([{ provider: "oidc", providerAccountId: `${issuer.issuer}#flow-kim`, access_token: null, id_token: null }]);
    expect(await db.membership.findMany({ where: { userId: actor?.userId }, select: { role: true, source: true } })).toEqual([
      { role: "publisher", source: "oidc" },
    ]);

    // Again, without the group: same account, membership gone.
    issuer.accounts.set("flow-kim", { ...issuer.accounts.get("flow-kim"), groups: [] });
    const again = await finish(await startSignIn("flow-kim"));
    expect((await sessionActor({ sessionToken: again.session as string }))?.userId).toBe(actor?.userId);
    expect(await db.membership.count({ where: { userId: actor?.userId } })).toBe(0);
  });

  test("a tampered state, a replayed callback and a refused consent end on the sign-in page with no session", async () => {
    issuer.accounts.set("flow-ola", { preferred_username: "ola" });
    const sessions = await db.session.count();

    const tampered = await startSignIn("flow-ola");
    const forged = new URL(tampered.callback);
    forged.searchParams.set("state", `${forged.searchParams.get("state")}x`);
    expect((await finish(tampered, forged)).location).toMatch(/^http:\/\/hub\.test\/signin\?error=/);

    const replayed = await startSignIn("flow-ola");
    expect((await finish(replayed)).session).toBeTruthy();
    const second = await finish(replayed);
    expect(second.location).toMatch(/^http:\/\/hub\.test\/signin\?error=/);

    const denied = await startSignIn("flow-ola", { deny: true });
    expect(denied.callback.searchParams.get("error")).toBe("access_denied");
    const refused = await finish(denied);
    expect(refused.location).toMatch(/^http:\/\/hub\.test\/signin\?error=/);
    expect(refused.session).toBeUndefined();
    expect(await db.session.count()).toBe(sessions + 1);
  });

  test("a hostile group claim (over 1000 groups) refuses the sign-in: OidcGroups, no session, memberships unchanged", async () => {
    issuer.accounts.set("flow-max", { preferred_username: "max", groups: ["team-writers"] });
    const first = await finish(await startSignIn("flow-max"));
    const userId = (await sessionActor({ sessionToken: first.session as string }))?.userId;
    issuer.accounts.set("flow-max", { preferred_username: "max", groups: Array.from({ length: 1001 }, (_, index) => `g-${index}`) });
    const flow = await startSignIn("flow-max");
    const { location, session } = await finish(flow);
    expect(location).toBe(`${SITE}/signin?error=OidcGroups`);
    expect(session).toBeUndefined();
    expect(await db.membership.findMany({ where: { userId }, select: { role: true, source: true } })).toEqual([{ role: "publisher", source: "oidc" }]);
  });
});

describe("/api/auth route", () => {
  test("Auth.js sees the origin the browser addressed (a loopback Host stays as it was), or AUTH_URL when set", async () => {
    const providers = async () => {
      const response = await callRoute(authRoute, "/api/auth/providers", {});
      expect(response.status).toBe(200);
      return ((await response.json()) as { oidc: { callbackUrl: string } }).oidc.callbackUrl;
    };
    expect(await providers()).toBe(`${SITE}/api/auth/callback/oidc`);
    const loopback = await authRoute(new Request("http://localhost:3000/api/auth/providers", { headers: { host: "127.0.0.1:3000" } }), {
      params: Promise.resolve({}),
    });
    expect(((await loopback.json()) as { oidc: { callbackUrl: string } }).oidc.callbackUrl).toBe("http://127.0.0.1:3000/api/auth/callback/oidc");
    process.env.AUTH_URL = "https://hub.example.com";
    resetConfigForTests();
    expect(await providers()).toBe("https://hub.example.com/api/auth/callback/oidc");
    delete process.env.AUTH_URL;
    resetConfigForTests();
  });

  test("without OpenID Connect (or GitHub) configured: no provider, and the route answers 404 NOT_FOUND", async () => {
    expect(buildAuthConfig().providers.map((provider) => (typeof provider === "function" ? provider().id : provider.id))).toEqual(["oidc"]);
    expect(oidcSignInName()).toBe("single sign-on");
    for (const name of ENV.filter((name) => name !== "AUTH_SECRET")) delete process.env[name];
    resetConfigForTests();
    expect(buildAuthConfig().providers).toEqual([]);
    expect(authjsConfigured()).toBe(false);
    expect(oidcSignInName()).toBeNull();
    const off = await callRoute(authRoute, "/api/auth/signin/oidc");
    expect(off.status).toBe(404);
    expect(((await off.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
