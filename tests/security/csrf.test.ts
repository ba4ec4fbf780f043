// CSRF on cookie-authenticated writes. A signed-in browser's session cookie rides along on
// requests other sites make; our wrapper accepts a session-authenticated write only when Origin
// (or, without it, Sec-Fetch-Site) says it came from this site. Cross-site, sibling-port,
// look-alike, other-scheme, "null" and missing origins, and forged X-Forwarded-Host/-Proto without a
// trusted proxy, are refused with 403 CSRF_REJECTED and change nothing;
// the same request from the site itself works; bearer tokens (never sent automatically) are not
// subject to the check. Forms (server actions) are covered in a real browser by tests/security/csrf-forms.spec.ts.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as starRoute } from "@/app/api/v1/stars/[slug]/route";
import { DELETE as deleteSkillRoute } from "@/app/api/v1/skills/[slug]/route";
import { createSession } from "@/lib/auth/sessions/create-session";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { db } from "@/lib/db";
import { callRaw, tokenUser, type TokenUser } from "../integration/catalog/route-helpers";
import { publishFixture } from "../integration/helpers/publish-fixture";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let user: TokenUser;
let cookie = "";

beforeAll(async () => {
  user = await tokenUser({ handle: "csrf-victim" });
  await publishFixture({ actor: user.actor, slug: "csrf-target", version: "1.0.0" });
  cookie = `${sessionCookieName()}=${(await createSession({ userId: user.actor.userId })).sessionToken}`;
});

const hostile: Array<[string, Record<string, string>]> = [
  ["another site", { origin: "https://evil.example" }],
  ["a sibling port on the same host", { origin: "http://hub.test:8080" }],
  ["a look-alike host", { origin: "http://hub.test.evil.example" }],
  ["a subdomain", { origin: "http://sub.hub.test" }],
  ["an opaque origin (sandboxed frame, data: URL)", { origin: "null" }],
  ["no Origin, cross-site fetch metadata", { "sec-fetch-site": "cross-site" }],
  ["no Origin, same-site (sibling subdomain) fetch metadata", { "sec-fetch-site": "same-site" }],
  ["no Origin and no fetch metadata", {}],
  // The scheme is part of the origin: a plain-http page of the site (or an https one, for an http site) is another origin.
  ["the same host over another scheme", { origin: "https://hub.test" }],
  // Without a trusted proxy (TRUST_PROXY_HOPS=0) X-Forwarded-* are whatever the client wrote.
  ["an attacker's Origin matched by a forged X-Forwarded-Host", { origin: "http://evil.example", "x-forwarded-host": "evil.example" }],
  [
    "an attacker's https Origin matched by forged X-Forwarded-Host and -Proto",
    { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  ],
  ["the site's host with a forged X-Forwarded-Proto", { origin: "https://hub.test", "x-forwarded-proto": "https" }],
];

describe("session-authenticated writes", () => {
  test.each(hostile)("from %s: 403 CSRF_REJECTED, nothing changes", async (_label, headers) => {
    const stars = await db.star.count();
    const star = await callRaw(starRoute as Handler, "/api/v1/stars/csrf-target", {
      method: "POST",
      params: { slug: "csrf-target" },
      headers: { cookie, ...headers },
    });
    expect(star.status).toBe(403);
    expect(star.headers.get("x-error-code") ?? ((await star.json()) as { error: { code: string } }).error.code).toBe("CSRF_REJECTED");
    const del = await callRaw(deleteSkillRoute as Handler, "/api/v1/skills/csrf-target", {
      method: "DELETE",
      params: { slug: "csrf-target" },
      headers: { cookie, ...headers },
    });
    expect(del.status).toBe(403);
    expect(await db.star.count()).toBe(stars);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "csrf-target" } })).deletedAt).toBeNull();
  });

  test("from the site itself the same request works", async () => {
    const response = await callRaw(starRoute as Handler, "/api/v1/stars/csrf-target", {
      method: "POST",
      params: { slug: "csrf-target" },
      headers: { cookie, origin: "http://hub.test" },
    });
    expect(response.status).toBe(200);
    expect(await db.star.count({ where: { userId: user.actor.userId } })).toBe(1);
  });

  test("a bearer token is not a CSRF vector and needs no Origin", async () => {
    const response = await callRaw(starRoute as Handler, "/api/v1/stars/csrf-target", { method: "POST", params: { slug: "csrf-target" }, token: user.token });
    expect(response.status).toBe(200);
  });
});
