// A hostile upstream's second round: pagination that loops or never ends (skill list, version list,
// change feed), rate-limit windows longer than we wait, discovery documents that point a sync at
// internal addresses or carry its token to another host, bodies that trickle, and numbers that do
// not fit. Each ends with a code, in bounded requests, and stores nothing half-done.
import type { ServerResponse } from "node:http";
import { describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { syncMirror } from "@/lib/mirror";
import { MAX_SKILLS_PER_SYNC } from "@/lib/mirror/sync/plan-sync";
import { skillMd, type FakeSkill } from "../../setup/fake-clawhub";
import { mirrorsOf, useFakeUpstream } from "./support/hostile-upstream";

process.env.MIRROR_TIMEOUT_SECONDS = "1";
process.env.MIRROR_MAX_WAIT_SECONDS = "3";
process.env.AUTH_SECRET ??= "test-secret-not-for-production-0123456789";
// This registry's own address, which an upstream's discovery document may claim as its API.
process.env.HUB_PUBLIC_URL = "https://hub.paging.test";
resetConfigForTests();

const upstream = useFakeUpstream(
  Array.from({ length: 4 }, (_, index): FakeSkill => ({
    owner: "erin",
    slug: `page-${index}`,
    versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd(`page-${index}`) } }],
  })),
);
const freshMirror = mirrorsOf(upstream, "paging");

const lastError = async (name: string) => (await db.mirrorUpstream.findUniqueOrThrow({ where: { name } })).lastError ?? "";
const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(200, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));

describe("pagination", () => {
  test("a skill list whose cursors go round in a circle stops the sync (UPSTREAM_INVALID) within a few pages", async () => {
    const name = await freshMirror({ owners: ["nobody-here"] });
    let pages = 0;
    const next: Record<string, string> = { "": "A", A: "B", B: "A" };
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills") return false;
      pages++;
      const cursor = url.searchParams.get("cursor") ?? "";
      json(res, { items: [{ slug: `loop-${cursor || "start"}`, ownerHandle: "someone-else" }], nextCursor: next[cursor] });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
    expect(pages).toBeLessThanOrEqual(4);
  });

  test("a skill list that never ends stops the sync (UPSTREAM_INVALID) at the listing cap", async () => {
    const name = await freshMirror({ owners: ["nobody-here"] });
    let pages = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills") return false;
      const page = ++pages;
      const items = Array.from({ length: 1000 }, (_, index) => ({ slug: `s${page}-${index}`, ownerHandle: "someone-else" }));
      json(res, { items, nextCursor: `p${page}` });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
    // Refused at the first page past MAX_SKILLS_PER_SYNC items, not after reading everything the upstream makes up.
    expect(pages).toBe(MAX_SKILLS_PER_SYNC / 1000 + 1);
  }, 60_000);

  test("a version list whose cursors go round in a circle fails that skill (UPSTREAM_INVALID); the others arrive", async () => {
    const name = await freshMirror({ skills: ["erin/page-0", "erin/page-1"] });
    let pages = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-0/versions") return false;
      pages++;
      const cursor = url.searchParams.get("cursor");
      json(res, { items: [{ version: "1.0.0" }], nextCursor: cursor === "A" ? "B" : "A" });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.errors.join("\n")).toMatch(/page-0.*UPSTREAM_INVALID/);
    expect(pages).toBeLessThanOrEqual(4);
    expect(await db.skill.count({ where: { slug: `${name}--erin--page-1` } })).toBe(1);
    expect(await db.skill.count({ where: { slug: `${name}--erin--page-0` } })).toBe(0);
  });

  test("a change feed whose cursors go round in a circle stops the sync (UPSTREAM_INVALID); the cursor stays", async () => {
    const name = await freshMirror({ skills: ["erin/page-2"] });
    await db.mirrorUpstream.update({ where: { name }, data: { changesCursor: "10" } });
    let pages = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/changes") return false;
      pages++;
      const since = url.searchParams.get("since");
      json(res, { items: [{ id: since, kind: "publish", slug: "page-2", version: "1.0.0" }], nextCursor: since === "10" ? "11" : "10", hasMore: true });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
    expect(pages).toBeLessThanOrEqual(4);
    expect((await db.mirrorUpstream.findUniqueOrThrow({ where: { name } })).changesCursor).toBe("10");
  });
});

describe("one spoiled list item", () => {
  test.each([
    ["a slug longer than we take", { slug: "x".repeat(300) }],
    ["a slug of the wrong type", { slug: 42 }],
    ["an updatedAt that is not a time", { slug: "odd-time", updatedAt: "yesterday" }],
    ["null", null],
  ])("%s is skipped and reported (UPSTREAM_INVALID); the rest of the list arrives", async (_label, spoiled) => {
    const name = await freshMirror({ all: true });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills") return false;
      const items = [spoiled, ...upstream.skills.map((skill) => ({ slug: skill.slug, ownerHandle: skill.owner, updatedAt: 1 }))];
      json(res, { items, nextCursor: null });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.errors.join("\n")).toMatch(/UPSTREAM_INVALID/);
    expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBe(upstream.skills.length);
  });
});

describe("politeness", () => {
  test("a rate-limit window that resets later than we wait stops the sync (UPSTREAM_RATE_LIMITED) instead of crawling", async () => {
    const name = await freshMirror({ all: true });
    let requests = 0;
    upstream.intercept = (_req, res, url) => {
      requests++;
      if (url.pathname === "/.well-known/clawhub.json") {
        json(res, { apiBase: upstream.url }, { "RateLimit-Limit": "100", "RateLimit-Remaining": "0", "RateLimit-Reset": "3600" });
        return true;
      }
      return false;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_RATE_LIMITED/);
    // Nothing more was asked of an upstream that said "none left for an hour".
    expect(requests).toBe(1);
  });

  test("503 with a short Retry-After is waited out like a 429, then the sync completes", async () => {
    const name = await freshMirror({ skills: ["erin/page-0"] });
    const times: number[] = [];
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-0") return false;
      times.push(Date.now());
      if (times.length > 1) return false;
      res.writeHead(503, { "Retry-After": "1" }).end("maintenance");
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(true);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  test("429 answered to every retry, however short the wait, stops after a few tries (UPSTREAM_RATE_LIMITED)", async () => {
    const name = await freshMirror({ skills: ["erin/page-0"] });
    let tries = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-0") return false;
      tries++;
      res.writeHead(429, { "Retry-After": "0" }).end("no");
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_RATE_LIMITED/);
    expect(tries).toBeLessThanOrEqual(6);
  });

  test("a body that streams without end (no length) is cut at the byte cap (UPSTREAM_INVALID), not read to the end", async () => {
    const name = await freshMirror({ skills: ["erin/page-3"] });
    let sent = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-3") return false;
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && sent < 64 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed && sent < 64 * 1024 * 1024) res.once("drain", pump);
      };
      pump();
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.errors.join("\n")).toMatch(/UPSTREAM_INVALID/);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });

  test("a body cut short of its Content-Length is retried, then UPSTREAM_UNAVAILABLE; nothing is stored", async () => {
    const name = await freshMirror({ skills: ["erin/page-3"] });
    let tries = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-3") return false;
      tries++;
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"skill":{"slug":"page-3"');
      setTimeout(() => res.destroy(), 20);
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_UNAVAILABLE/);
    expect(tries).toBe(3);
    expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBe(0);
  });

  test("a body that trickles forever is cut at the time budget (UPSTREAM_UNAVAILABLE)", async () => {
    const name = await freshMirror({ skills: ["erin/page-3"] });
    const timers: NodeJS.Timeout[] = [];
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-3") return false;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write("{");
      timers.push(setInterval(() => res.write(" "), 100));
      return true;
    };
    try {
      const result = await syncMirror(name);
      expect(result.ok).toBe(false);
      expect(await lastError(name)).toMatch(/UPSTREAM_UNAVAILABLE/);
    } finally {
      for (const timer of timers) clearInterval(timer);
    }
  });
});

describe("the sync's time budget", () => {
  test("an upstream that answers every request just inside the timeout stops at MIRROR_SYNC_MAX_SECONDS (UPSTREAM_TOO_SLOW); the next sync continues", async () => {
    process.env.MIRROR_SYNC_MAX_SECONDS = "2";
    process.env.MIRROR_TIMEOUT_SECONDS = "3";
    resetConfigForTests();
    try {
      const name = await freshMirror({ all: true });
      // Each skill's detail takes 1.5 s: inside one request's timeout (3 s), so only the sync's own budget can stop it.
      upstream.intercept = async (_req, _res, url) => {
        if (!/^\/api\/v1\/skills\/[^/]+$/.test(url.pathname)) return false;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return false;
      };
      const result = await syncMirror(name);
      expect(result.ok).toBe(false);
      expect(await lastError(name)).toMatch(/UPSTREAM_TOO_SLOW/);
      // The third and fourth skills' details end after the budget: their next request is never made.
      expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBeLessThan(upstream.skills.length);
      upstream.intercept = null;
      expect((await syncMirror(name)).ok).toBe(true);
      expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBe(upstream.skills.length);
    } finally {
      delete process.env.MIRROR_SYNC_MAX_SECONDS;
      process.env.MIRROR_TIMEOUT_SECONDS = "1";
      resetConfigForTests();
    }
  });
});

describe("discovery", () => {
  test.each([
    ["a link-local (cloud metadata) address", "https://169.254.169.254/latest"],
    ["a loopback address elsewhere", "https://127.0.0.2:9"],
    ["localhost", "https://localhost:9"],
    ["a private IPv4 range", "https://10.0.0.7"],
    ["an IPv6 loopback", "https://[::1]:9"],
    ["an IPv4-mapped IPv6 link-local", "https://[::ffff:169.254.169.254]"],
    ["a unique-local IPv6 address", "https://[fd00::1]"],
  ])("an API base on %s is refused (UPSTREAM_INVALID) before anything is asked of it", async (_label, apiBase) => {
    const name = await freshMirror({ all: true });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/.well-known/clawhub.json") return false;
      json(res, { apiBase });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
  });

  test("with a token, an API base on another origin is refused (UPSTREAM_INVALID): the token stays with the upstream", async () => {
    const name = await freshMirror({ all: true, token: "clh_secret_token_for_the_upstream_only" });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/.well-known/clawhub.json") return false;
      json(res, { apiBase: "https://api.example.invalid" });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
  });
});

describe("an upstream that is us", () => {
  test("a discovery document naming this registry as the API base is refused (UPSTREAM_INVALID): we do not mirror ourselves", async () => {
    const name = await freshMirror({ all: true });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/.well-known/clawhub.json") return false;
      json(res, { apiBase: "https://hub.paging.test/" });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect(await lastError(name)).toMatch(/UPSTREAM_INVALID/);
  });
});

describe("numbers", () => {
  test("an updatedAt past what we store is UPSTREAM_INVALID for that skill, not a database error", async () => {
    const name = await freshMirror({ skills: ["erin/page-1"] });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/page-1") return false;
      json(res, { skill: { slug: "page-1", displayName: "Page", updatedAt: 1e300 }, latestVersion: { version: "1.0.0" }, owner: { handle: "erin" } });
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.errors.join("\n")).toMatch(/UPSTREAM_INVALID/);
  });
});
