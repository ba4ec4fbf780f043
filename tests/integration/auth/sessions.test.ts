// Browser sessions: database-backed and revocable, resolved from the cookie by the API wrapper,
// development sign-in only while HUB_DEV_LOGIN is on, and CSRF refusal for cross-site writes.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { GET as whoami } from "@/app/api/v1/whoami/route";
import { POST as addPublisherRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import { createApiToken } from "@/lib/auth/create-api-token";
import { getSessionActor } from "@/lib/auth/get-session-actor";
import { hashToken } from "@/lib/auth/hash-token";
import { createSession } from "@/lib/auth/sessions/create-session";
import { deleteSession, deleteUserSessions } from "@/lib/auth/sessions/delete-session";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { devSignIn } from "@/lib/auth/users/dev-sign-in";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { startLocalGithub, type LocalGithub } from "../../setup/github/local-github";
import { callRoute, errorCode, json, SITE } from "./call-route";

function withDevLogin(value: string | undefined) {
  if (value === undefined) delete process.env.HUB_DEV_LOGIN;
  else process.env.HUB_DEV_LOGIN = value;
  resetConfigForTests();
}

afterEach(() => withDevLogin(undefined));

const cookieFor = (sessionToken: string) => `other=1; ${sessionCookieName()}=${sessionToken}`;

describe("database sessions", () => {
  test("a session resolves to the user with read+publish, moderators also get moderate, admins moderate and admin; only the hash is stored", async () => {
    const user = await createActor();
    const admin = await createActor({ role: "ADMIN" });
    const session = await createSession({ userId: user.userId });
    expect(await db.session.count({ where: { sessionToken: session.sessionToken } })).toBe(0);
    expect(await db.session.count({ where: { sessionToken: hashToken(session.sessionToken) } })).toBe(1);
    expect(await sessionActor({ sessionToken: session.sessionToken })).toEqual({
      userId: user.userId,
      handle: user.handle,
      role: "USER",
      scopes: ["read", "publish"],
      via: "session",
    });
    const adminSession = await createSession({ userId: admin.userId });
    expect((await sessionActor({ sessionToken: adminSession.sessionToken }))?.scopes).toEqual(["read", "publish", "moderate", "admin"]);
  });

  test("sign-out (deleting the row) ends the session at once: a copied cookie is dead", async () => {
    const user = await createActor();
    const { sessionToken } = await createSession({ userId: user.userId });
    await deleteSession({ sessionToken });
    expect(await sessionActor({ sessionToken })).toBeNull();
    const again = await createSession({ userId: user.userId });
    expect(await deleteUserSessions({ userId: user.userId })).toBe(1);
    expect(await sessionActor({ sessionToken: again.sessionToken })).toBeNull();
  });

  test("expired sessions, banned users and garbage cookies resolve to nobody", async () => {
    const user = await createActor();
    const expired = await createSession({ userId: user.userId, expires: new Date(Date.now() - 1000) });
    expect(await sessionActor({ sessionToken: expired.sessionToken })).toBeNull();
    expect(await db.session.count({ where: { userId: user.userId } })).toBe(0);
    const live = await createSession({ userId: user.userId });
    await db.user.update({ where: { id: user.userId }, data: { bannedAt: new Date() } });
    expect(await sessionActor({ sessionToken: live.sessionToken })).toBeNull();
    expect(await sessionActor({ sessionToken: "not a token; DROP TABLE" })).toBeNull();
    expect(await sessionActor({ sessionToken: "x".repeat(43) })).toBeNull();
  });

  test("the API wrapper reads the session cookie from the request", async () => {
    const user = await createActor();
    const { sessionToken } = await createSession({ userId: user.userId });
    const request = new Request(`${SITE}/x`, { headers: { cookie: cookieFor(sessionToken) } });
    expect((await getSessionActor(request))?.userId).toBe(user.userId);
    const response = await callRoute(whoami, "/api/v1/whoami", { cookie: cookieFor(sessionToken) });
    expect(response.status).toBe(200);
    expect((await json<{ user: { handle: string } }>(response)).user.handle).toBe(user.handle);
    expect(await errorCode(await callRoute(whoami, "/api/v1/whoami", { cookie: cookieFor("bogus-session-token-value") }))).toBe("UNAUTHENTICATED");
  });
});

describe("CSRF: cookie-authenticated writes must come from this site", () => {
  // The write used here registers a trusted publisher, which asks GitHub for the repository's ids.
  let github: LocalGithub;
  beforeAll(async () => {
    github = await startLocalGithub();
    github.host({ id: 600, owner: { login: "octo", id: 78, type: "User" }, name: "skills" });
    process.env.GITHUB_API_URL = github.apiUrl;
    resetConfigForTests();
  });
  afterAll(async () => {
    await github.close();
    delete process.env.GITHUB_API_URL;
    resetConfigForTests();
  });

  async function ownerWithSkill() {
    const owner = await createActor();
    const slug = `csrf-${owner.handle}`;
    await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
    const { sessionToken } = await createSession({ userId: owner.userId });
    return { slug, cookie: cookieFor(sessionToken) };
  }
  const body = { repository: "octo/skills", workflow: "publish.yml" };

  test("a foreign Origin, a null Origin or no Origin at all is refused with CSRF_REJECTED and changes nothing", async () => {
    const { slug, cookie } = await ownerWithSkill();
    for (const origin of ["https://evil.example", "null", null]) {
      const response = await callRoute(addPublisherRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
        method: "POST",
        cookie,
        origin,
        body,
        params: { slug },
      });
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("CSRF_REJECTED");
    }
    expect(await db.trustedPublisher.count()).toBe(0);
  });

  test("the same Origin passes; bearer tokens need no Origin", async () => {
    const { slug, cookie } = await ownerWithSkill();
    const ok = await callRoute(addPublisherRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
      method: "POST",
      cookie,
      origin: SITE,
      body,
      params: { slug },
    });
    expect(ok.status).toBe(201);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug } });
    const { token } = await createApiToken({ userId: skill.ownerId, label: "ci", scopes: ["publish"] });
    const viaToken = await callRoute(addPublisherRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
      method: "POST",
      token,
      body: { ...body, environment: "release" },
      params: { slug },
    });
    expect(viaToken.status).toBe(201);
    expect(await db.trustedPublisher.count({ where: { skillId: skill.id } })).toBe(2);
  });
});

describe("development sign-in", () => {
  test("refused with DEV_LOGIN_DISABLED unless HUB_DEV_LOGIN is on", async () => {
    withDevLogin(undefined);
    await expectCode(devSignIn({ handle: "newcomer" }), "DEV_LOGIN_DISABLED");
    withDevLogin("0");
    await expectCode(devSignIn({ handle: "newcomer" }), "DEV_LOGIN_DISABLED");
    expect(await db.user.count({ where: { handle: "newcomer" } })).toBe(0);
  });

  test("creates the user on first use and a normal database session", async () => {
    withDevLogin("1");
    const first = await devSignIn({ handle: "Newcomer" });
    expect(first.user.handle).toBe("newcomer");
    expect((await sessionActor({ sessionToken: first.sessionToken }))?.handle).toBe("newcomer");
    const second = await devSignIn({ handle: "newcomer" });
    expect(second.user.id).toBe(first.user.id);
    expect(second.sessionToken).not.toBe(first.sessionToken);
  });

  test("refuses invalid handles, organisations and banned users", async () => {
    withDevLogin("1");
    await expect(devSignIn({ handle: "-bad-" })).rejects.toMatchObject({ name: "ZodError" });
    const org = await db.user.create({ data: { handle: "acme-org", kind: "ORG" } });
    await expectCode(devSignIn({ handle: "acme-org" }), "SIGNIN_NOT_ALLOWED");
    const banned = await db.user.create({ data: { handle: "banned-one", bannedAt: new Date() } });
    await expectCode(devSignIn({ handle: "banned-one" }), "ACCOUNT_BANNED");
    expect(await db.session.count({ where: { userId: { in: [org.id, banned.id] } } })).toBe(0);
    expect(await db.user.count({ where: { handle: "-bad-" } })).toBe(0);
  });
});
