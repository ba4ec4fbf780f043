// The page cache answers anonymous page requests in front of the server that renders them
// and never hides a committed write: every change a skill page shows, whoever makes it, bumps the
// page generation, and a page is only served under the generation it was rendered after. The
// renderer here is a plain Node server that draws a page from the database and counts its
// renders (the real site is exercised by the e2e suite); hits are asserted by counts and headers.
// A render that marks its page uncacheable (a momentary fallback) is not kept, and every render
// the cache does not spare draws on the "page" rate limit: per address without a real session.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "@/lib/auth/sessions/create-session";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { db } from "@/lib/db";
import { hideSkill } from "@/lib/moderation";
import { installPageCache } from "@/lib/cache/page/install-page-cache";
import { markPageUncacheable } from "@/lib/cache/page/page-render-scope";
import { rateLimits } from "@/lib/ratelimit";
import { readPageGeneration } from "@/lib/cache/page/read-page-generation";
import { recordSkillEvent } from "@/lib/stats";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

let server: http.Server;
let base = "";
let renders = 0;

/** Stands in for Next.js: draws the page from committed state; `?status=` and `?cookie` vary a skill page's answer. */
async function render(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  renders++;
  const url = new URL(request.url ?? "/", "http://localhost");
  // Who is signed in, read as Next.js's cookies() reads it (its own parser, on the delivered header).
  const sessionToken = new RequestCookies(new Headers({ cookie: request.headers.cookie ?? "" })).get(sessionCookieName())?.value;
  const viewer = sessionToken ? await sessionActor({ sessionToken }) : null;
  if (viewer) response.setHeader("x-viewer", viewer.handle);
  const [, owner = "", slug] = url.pathname.split("/");
  if (slug === undefined) {
    // The home page ("/") or a profile: the list of skills.
    const skills = await db.skill.findMany({ where: owner ? { owner: { handle: owner } } : {}, select: { slug: true }, orderBy: { slug: "asc" } });
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<html>${viewer ? `<nav>signed in as ${viewer.handle}</nav>` : ""}${skills.map((skill) => skill.slug).join(" ")}</html>`);
    return;
  }
  const skill = await db.skill.findUnique({
    where: { slug },
    select: { displayName: true, moderation: true, downloads: true, latestVersion: { select: { version: true } } },
  });
  const status = Number(url.searchParams.get("status") ?? (skill ? 200 : 404));
  response.statusCode = status;
  response.setHeader("content-type", "text/html; charset=utf-8");
  if (url.searchParams.has("cookie")) response.setHeader("set-cookie", "flash=1");
  // Written in pieces, as a streamed render is.
  response.write(`<html>${viewer ? `<nav>signed in as ${viewer.handle}</nav>` : ""}<h1>${skill?.displayName ?? "missing"}</h1>`);
  // A fallback of the moment, learnt after the headers went out and after awaiting the database.
  if (url.searchParams.has("degraded")) {
    await db.$queryRaw`SELECT 1`;
    markPageUncacheable("busy");
  }
  response.write(`<p>${skill?.moderation}</p><p>v${skill?.latestVersion?.version}</p>`);
  response.end(`<p>${skill?.downloads} downloads</p></html>`);
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, cache: response.headers.get("x-page-cache"), body: await response.text() };
}

beforeAll(async () => {
  installPageCache();
  server = http.createServer((request, response) => void render(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("skill page cache", () => {
  test("an anonymous skill page renders once, then is answered from the cache with the same bytes", async () => {
    await publishFixture({ actor: await createActor({ handle: "owl" }), slug: "owl-notes", version: "1.0.0" });
    const before = renders;
    const first = await get("/owl/owl-notes");
    expect(first).toMatchObject({ status: 200, cache: "miss" });
    const second = await get("/owl/owl-notes");
    const tab = await get("/owl/owl-notes/files?path=SKILL.md");
    const again = await get("/owl/owl-notes/files?path=SKILL.md");
    expect(second).toEqual({ ...first, cache: "hit" });
    expect([tab.cache, again.cache]).toEqual(["miss", "hit"]);
    expect(renders - before).toBe(2);
  });

  test("the home page and publisher profiles are kept too; a publish shows on them at once", async () => {
    const owner = await createActor({ handle: "puffin" });
    await publishFixture({ actor: owner, slug: "puffin-notes", version: "1.0.0" });
    for (const path of ["/", "/puffin"]) {
      expect((await get(path)).cache).toBe("miss");
      expect((await get(path)).cache).toBe("hit");
    }
    await publishFixture({ actor: owner, slug: "puffin-maps", version: "1.0.0" });
    for (const path of ["/puffin", "/"]) {
      const page = await get(path);
      expect(page.cache).toBe("miss");
      expect(page.body).toContain("puffin-maps");
    }
  });

  test("a signed-in visitor, an Authorization header, other methods and other pages always render", async () => {
    await publishFixture({ actor: await createActor({ handle: "lynx" }), slug: "lynx-notes", version: "1.0.0" });
    await get("/lynx/lynx-notes");
    const before = renders;
    expect((await get("/lynx/lynx-notes", { cookie: "theme=dark; authjs.session-token=abc" })).cache).toBeNull();
    expect((await get("/lynx/lynx-notes", { cookie: "__Secure-authjs.session-token=abc" })).cache).toBeNull();
    expect((await get("/lynx/lynx-notes", { authorization: "Bearer sv_x" })).cache).toBeNull();
    expect((await fetch(`${base}/lynx/lynx-notes`, { method: "HEAD" })).headers.get("x-page-cache")).toBeNull();
    expect((await get("/search/lynx")).cache).toBeNull();
    expect((await get("/lynx/lynx-notes/manage")).cache).toBeNull();
    expect(renders - before).toBe(6);
    // Cookies that are not the session (theme, Auth.js's CSRF token) do not change the page.
    expect((await get("/lynx/lynx-notes", { cookie: "theme=dark; authjs.csrf-token=x" })).cache).toBe("hit");
  });

  test("what the client accepts and the RSC navigation headers are part of the key", async () => {
    await publishFixture({ actor: await createActor({ handle: "wren" }), slug: "wren-notes", version: "1.0.0" });
    await get("/wren/wren-notes");
    expect((await get("/wren/wren-notes", { rsc: "1" })).cache).toBe("miss");
    expect((await get("/wren/wren-notes", { rsc: "1" })).cache).toBe("hit");
    expect((await get("/wren/wren-notes", { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" })).cache).toBe("miss");
    expect((await get("/wren/wren-notes", { "accept-encoding": "identity" })).cache).toBe("miss");
    expect((await get("/wren/wren-notes?version=1.0.0")).cache).toBe("miss");
  });

  test("a publish, a moderator's action or any other committed change is shown by the very next request", async () => {
    const owner = await createActor({ handle: "heron" });
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "heron-notes", version: "1.0.0" });
    await get("/heron/heron-notes");
    expect((await get("/heron/heron-notes")).cache).toBe("hit");

    await publishFixture({ actor: owner, slug: "heron-notes", version: "1.1.0" });
    const published = await get("/heron/heron-notes");
    expect(published.cache).toBe("miss");
    expect(published.body).toContain("v1.1.0");

    await hideSkill({ actor: moderator, slug: "heron-notes", reason: "impersonation" });
    expect((await get("/heron/heron-notes")).body).toContain("HIDDEN");

    // A statement no application code path makes (another replica, an operator's fix) still counts.
    await db.$executeRaw`UPDATE "Skill" SET "displayName" = 'Heron Field Notes' WHERE slug = 'heron-notes'`;
    expect((await get("/heron/heron-notes")).body).toContain("Heron Field Notes");
  });

  test("download and install counts do not empty the cache: pages show them at most PAGE_CACHE_TTL_SECONDS old", async () => {
    await publishFixture({ actor: await createActor({ handle: "crane" }), slug: "crane-notes", version: "1.0.0" });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "crane-notes" } });
    expect((await get("/crane/crane-notes")).body).toContain("<p>0 downloads</p>");
    const generation = await readPageGeneration();
    expect((await recordSkillEvent({ skillId: skill.id, kind: "download", ip: "198.51.100.7" })).counted).toBe(true);
    expect(await readPageGeneration()).toBe(generation);
    const cached = await get("/crane/crane-notes");
    expect(cached.cache).toBe("hit");
    expect(cached.body).toContain("<p>0 downloads</p>");
  });

  test("only complete 200 pages that set no cookie are kept", async () => {
    await publishFixture({ actor: await createActor({ handle: "tern" }), slug: "tern-notes", version: "1.0.0" });
    for (const path of ["/tern/missing-skill", "/tern/tern-notes?status=500", "/tern/tern-notes?cookie"]) {
      expect((await get(path)).cache).toBe("miss");
      expect((await get(path)).cache).toBe("miss");
    }
  });

  test("visitors arriving while a page renders wait for that one render", async () => {
    await publishFixture({ actor: await createActor({ handle: "kite" }), slug: "kite-notes", version: "1.0.0" });
    const before = renders;
    const pages = await Promise.all(Array.from({ length: 6 }, () => get("/kite/kite-notes")));
    expect(renders - before).toBe(1);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages.filter((page) => page.cache === "miss")).toHaveLength(1);
  });

  test("a rolled-back write leaves the generation alone; a committed one bumps it once", async () => {
    await publishFixture({ actor: await createActor({ handle: "ibis" }), slug: "ibis-notes", version: "1.0.0" });
    const start = BigInt((await readPageGeneration())!);
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE "Skill" SET topics = ARRAY['birds'] WHERE slug = 'ibis-notes'`;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(BigInt((await readPageGeneration())!)).toBe(start);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "Skill" SET topics = ARRAY['birds'] WHERE slug = 'ibis-notes'`;
      await tx.$executeRaw`UPDATE "SkillVersion" SET changelog = 'Birds.' WHERE "skillId" = (SELECT id FROM "Skill" WHERE slug = 'ibis-notes')`;
    });
    expect(BigInt((await readPageGeneration())!)).toBe(start + 1n);
  });
});

/** A GET with headers exactly as given, repeated header lines included (fetch would merge them). */
function rawGet(path: string, headers: http.OutgoingHttpHeaders): Promise<{ cache: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ cache: (response.headers["x-page-cache"] as string | undefined) ?? null, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("cache poisoning: a page rendered for someone is never kept for everyone", () => {
  test.each([
    ["a badly encoded session cookie before the real one", (real: string) => ({ cookie: `authjs.session-token=%E0; authjs.session-token=${real}` })],
    ["a truncated escape before the real one", (real: string) => ({ cookie: `authjs.session-token=%E0%A4%A; authjs.session-token=${real}` })],
    ["the real one between two junk values", (real: string) => ({ cookie: `authjs.session-token=%; authjs.session-token=${real}; theme=%E0` })],
    ["no space after the separator", (real: string) => ({ cookie: `theme=dark;authjs.session-token=${real}` })],
    ["the session on a second Cookie line", (real: string) => ({ cookie: ["theme=dark", `authjs.session-token=${real}`] })],
    ["the session on a second Cookie line after a broken first", (real: string) => ({ cookie: ["authjs.session-token=%E0", `authjs.session-token=${real}`] })],
    [
      "an empty Authorization header next to the session",
      (real: string) => ({ authorization: "", cookie: `authjs.session-token=%E0; authjs.session-token=${real}` }),
    ],
  ] as Array<[string, (real: string) => http.OutgoingHttpHeaders]>)(
    "%s: rendered for its sender, never replayed to anonymous visitors",
    async (_label, headersFor) => {
      const owner = await createActor();
      const slug = `poison-${owner.handle}`.slice(0, 60);
      await publishFixture({ actor: owner, slug, version: "1.0.0" });
      const { sessionToken } = await createSession({ userId: owner.userId });
      for (const path of [`/${owner.handle}/${slug}`, `/${owner.handle}`, "/"]) {
        const signedIn = await rawGet(path, headersFor(sessionToken));
        // The stand-in renders as Next.js would: for the owner.
        expect(signedIn.body, path).toContain(`signed in as ${owner.handle}`);
        expect(signedIn.cache, path).toBeNull();
        const anonymous = await get(path);
        expect(anonymous.body, path).not.toContain("signed in as");
      }
    },
  );

  test("an empty Authorization header alone also renders (any Authorization bypasses)", async () => {
    await publishFixture({ actor: await createActor({ handle: "stoat" }), slug: "stoat-notes", version: "1.0.0" });
    await get("/stoat/stoat-notes");
    expect((await rawGet("/stoat/stoat-notes", { authorization: "" })).cache).toBeNull();
  });
});

describe("stalls: no visitor waits on a render nobody will finish", () => {
  /** Sends a request and half-closes at once (the client is gone before the page is rendered). */
  function sendAndHangUp(raw: string): Promise<void> {
    return new Promise((resolve) => {
      const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => socket.end(raw));
      socket.on("data", () => undefined);
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
  }

  test.each([
    ["HTTP/1.0 without Host", (path: string) => `GET ${path} HTTP/1.0\r\n\r\n`, {} as Record<string, string>],
    ["HTTP/1.1", (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${new URL(base).port}\r\n\r\n`, { host: "" } as Record<string, string>],
  ])("%s, hung up before the render: the next visitor with the same key is answered", async (_label, rawFor) => {
    await publishFixture({ actor: await createActor({ handle: `hang-${_label.length}` }), slug: `hang-notes-${_label.length}`, version: "1.0.0" });
    const path = `/hang-${_label.length}/hang-notes-${_label.length}`;
    await sendAndHangUp(rawFor(path));
    const raw = rawFor(path).replace(/\r\n\r\n$/, "\r\nConnection: close\r\n\r\n");
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => socket.write(raw));
      let data = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (data += chunk));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      setTimeout(() => (socket.destroy(), resolve(data || "no answer within 5 s")), 5_000);
    });
    expect(answer.split("\r\n")[0]).toMatch(/^HTTP\/1\.[01] 200/);
    expect(answer).toContain("<h1>Hang Notes");
  });
});

describe("momentary fallbacks are not kept for everyone", () => {
  test("a render that marks its page uncacheable mid-stream is not stored; an unmarked one is", async () => {
    await publishFixture({ actor: await createActor({ handle: "egret" }), slug: "egret-notes", version: "1.0.0" });
    const before = renders;
    expect((await get("/egret/egret-notes?degraded")).cache).toBe("miss");
    expect((await get("/egret/egret-notes?degraded")).cache).toBe("miss");
    // Visitors waiting on a degraded render are not handed it: each renders its own.
    const waiting = await Promise.all(Array.from({ length: 3 }, () => get("/egret/egret-notes?degraded")));
    expect(waiting.map((page) => page.cache)).toEqual(["miss", "miss", "miss"]);
    expect(renders - before).toBe(5);
    expect((await get("/egret/egret-notes")).cache).toBe("miss");
    expect((await get("/egret/egret-notes")).cache).toBe("hit");
  });
});

describe("forced renders draw on the page rate limit", () => {
  const address = "198.51.100.23";
  const bucket = async (key: string) => (await db.rateLimitBucket.findUnique({ where: { key }, select: { count: true } }))?.count ?? 0;
  const spend = (key: string, count: number) => db.$executeRaw`UPDATE "RateLimitBucket" SET count = ${count} WHERE key = ${key}`;

  test("a cookie that is no session or any Authorization is counted per address; a real session per user; cache hits are free", async () => {
    // Budgets are per clock minute: start well inside one so the counts below are one window's.
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - (Date.now() % 60_000)));
    const owner = await createActor({ handle: "marten" });
    await publishFixture({ actor: owner, slug: "marten-notes", version: "1.0.0" });
    const page = "/marten/marten-notes";
    const ipKey = `page:ip:${address}`;
    const from = { "x-forwarded-for": address };
    await get(page, from); // a miss: rendered, counted
    expect((await get(page, from)).cache).toBe("hit");
    expect(await bucket(ipKey)).toBe(1);
    await get(page, { ...from, cookie: "authjs.session-token=not-a-session-0123456789abcdef" });
    await get(page, { ...from, cookie: "authjs.session-token=%E0" });
    await get(page, { ...from, authorization: "Bearer sv_nothing" });
    expect(await bucket(ipKey)).toBe(4);
    const { sessionToken } = await createSession({ userId: owner.userId });
    const signedIn = await get(page, { ...from, cookie: `authjs.session-token=${sessionToken}` });
    expect(signedIn.body).toContain("signed in as marten");
    expect(await bucket(ipKey)).toBe(4);
    expect(await bucket(`page:user:${owner.userId}`)).toBe(1);

    // Spent: forced renders and misses from that address are 429 RATE_LIMITED; hits and the signed-in owner still get pages.
    await spend(ipKey, rateLimits.page.perIp);
    const before = renders;
    const forced: Array<Record<string, string>> = [{ cookie: "authjs.session-token=forged-0123456789abcdef" }, { authorization: "Basic eDp5" }, {}];
    for (const [index, headers] of forced.entries()) {
      const response = await fetch(`${base}${page}?v=${index}`, { headers: { ...from, ...headers } });
      expect({ status: response.status, code: response.headers.get("x-error-code") }).toEqual({ status: 429, code: "RATE_LIMITED" });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(renders).toBe(before);
    expect((await get(page, from)).cache).toBe("hit");
    expect((await get(page, { ...from, cookie: `authjs.session-token=${sessionToken}` })).status).toBe(200);
    await db.rateLimitBucket.deleteMany({ where: { key: ipKey } });
  });
});
