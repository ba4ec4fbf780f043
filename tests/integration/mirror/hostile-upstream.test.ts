// Every upstream answer is hostile input: oversized, malformed, misshapen, redirected elsewhere or in
// circles, slow, rate-limiting, dying half-way through a sync, or serving hostile archives. Each is
// refused with a code, waited out politely, or survived without a partial version.
import { describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { syncMirror } from "@/lib/mirror";
import { writeDeterministicZip } from "@/lib/bundle";
import { expectCode } from "../helpers/expect-code";
import { skillMd, type FakeSkill } from "../../setup/fake-clawhub";
import { mirrorsOf, useFakeUpstream } from "./support/hostile-upstream";

process.env.MIRROR_TIMEOUT_SECONDS = "1";
process.env.MIRROR_MAX_WAIT_SECONDS = "3";
// Archives above 1 MiB + 1 MiB of slack are refused (the cap follows BUNDLE_MAX_TOTAL_BYTES).
process.env.BUNDLE_MAX_TOTAL_BYTES = String(1024 * 1024);
resetConfigForTests();

const upstream = useFakeUpstream(
  Array.from({ length: 6 }, (_, index): FakeSkill => ({
    owner: "dora",
    slug: `tool-${index}`,
    versions: [
      { version: "1.0.0", files: { "SKILL.md": skillMd(`tool-${index}`) } },
      { version: "1.1.0", files: { "SKILL.md": skillMd(`tool-${index}`, " Better."), "scripts/run.sh": "#!/bin/sh\necho run\n" } },
    ],
  })),
);
const freshMirror = mirrorsOf(upstream, "hostile");

const status = (name: string) => db.mirrorUpstream.findUniqueOrThrow({ where: { name } });

describe("answers we refuse", () => {
  test.each([
    [
      "an oversized answer",
      (res: import("node:http").ServerResponse) =>
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(64 * 1024 * 1024) }).end("{"),
    ],
    [
      "a body that is not JSON",
      (res: import("node:http").ServerResponse) => res.writeHead(200, { "Content-Type": "application/json" }).end("<html>surprise</html>"),
    ],
    ["JSON nested far too deep", (res: import("node:http").ServerResponse) => res.writeHead(200).end("[".repeat(200_000) + "]".repeat(200_000))],
    ["JSON of the wrong shape", (res: import("node:http").ServerResponse) => res.writeHead(200).end(JSON.stringify({ items: "all of them", nextCursor: 5 }))],
    [
      "a redirect to another host",
      (res: import("node:http").ServerResponse) => res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data" }).end(),
    ],
    ["redirects in a circle", (res: import("node:http").ServerResponse) => res.writeHead(302, { Location: "/api/v1/skills?limit=100&sort=newest" }).end()],
  ])("%s stops the sync with UPSTREAM_INVALID and stores nothing", async (_label, answer) => {
    const name = await freshMirror();
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills") return false;
      answer(res);
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect((await status(name)).lastError).toMatch(/UPSTREAM_INVALID/);
    expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBe(0);
  });

  test("a discovery document pointing at a plain-http host elsewhere is refused", async () => {
    const name = await freshMirror();
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/.well-known/clawhub.json") return false;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ apiBase: "http://10.0.0.7:8080" }));
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect((await status(name)).lastError).toMatch(/UPSTREAM_INVALID/);
  });

  test("an archive with a traversal path is rejected by our bundle reader; the rest of the skill arrives", async () => {
    const name = await freshMirror({ skills: ["dora/tool-0"] });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/download" || url.searchParams.get("version") !== "1.1.0") return false;
      res
        .writeHead(200, { "Content-Type": "application/zip" })
        .end(Buffer.from(writeDeterministicZip([{ path: "../../etc/cron.d/x", bytes: new TextEncoder().encode("* * * * * root sh\n") }])));
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.versionsAdded).toBe(1);
    const rejected = await db.mirroredVersion.findFirstOrThrow({ where: { upstreamName: name, upstreamVersion: "1.1.0" } });
    expect(rejected.state).toBe("rejected");
    expect(rejected.code).toMatch(/^BUNDLE_|MIRROR_INTEGRITY/);
  });

  test("an archive larger than a bundle may be is not read at all; that version fails, the others arrive", async () => {
    const name = await freshMirror({ skills: ["dora/tool-0"] });
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/download" || url.searchParams.get("version") !== "1.0.0") return false;
      res.writeHead(200, { "Content-Type": "application/zip", "Content-Length": String(10 * 1024 * 1024) });
      res.write(Buffer.alloc(64 * 1024));
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.versionsAdded).toBe(1);
    expect(result.stats.errors.join("\n")).toMatch(/UPSTREAM_INVALID/);
    expect(await db.skillVersion.count({ where: { skill: { mirror: { upstreamName: name } }, version: "1.0.0" } })).toBe(0);
  });
});

describe("politeness", () => {
  test("429 with a short Retry-After is waited out, then the sync completes", async () => {
    const name = await freshMirror({ skills: ["dora/tool-1"] });
    const times: number[] = [];
    upstream.intercept = (_req, res, url) => {
      if (!url.pathname.startsWith("/api/v1/skills/tool-1") || url.pathname.includes("/versions")) return false;
      times.push(Date.now());
      if (times.length > 1) return false;
      res.writeHead(429, { "Retry-After": "1", "RateLimit-Limit": "10", "RateLimit-Remaining": "0", "RateLimit-Reset": "1" }).end("slow down");
      return true;
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(true);
    expect(result.stats.versionsAdded).toBe(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  test("RateLimit-Remaining: 0 holds the next request until the window resets", async () => {
    const name = await freshMirror({ skills: ["dora/tool-2"] });
    const times: number[] = [];
    upstream.intercept = (_req, res, url) => {
      times.push(Date.now());
      if (url.pathname === "/.well-known/clawhub.json") {
        res
          .writeHead(200, { "Content-Type": "application/json", "RateLimit-Remaining": "0", "RateLimit-Reset": "1" })
          .end(JSON.stringify({ apiBase: upstream.url }));
        return true;
      }
      return false;
    };
    await syncMirror(name);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  test("a Retry-After longer than we wait stops the sync (UPSTREAM_RATE_LIMITED); it continues next time", async () => {
    const name = await freshMirror({ skills: ["dora/tool-3"] });
    upstream.intercept = (_req, res, url) => {
      if (!url.pathname.startsWith("/api/v1/skills/tool-3")) return false;
      res.writeHead(429, { "Retry-After": "3600" }).end("come back in an hour");
      return true;
    };
    const started = Date.now();
    const result = await syncMirror(name);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.ok).toBe(false);
    expect((await status(name)).lastError).toMatch(/UPSTREAM_RATE_LIMITED/);
    upstream.intercept = null;
    expect((await syncMirror(name)).stats.versionsAdded).toBe(2);
  });

  test("an upstream that never answers times out (UPSTREAM_UNAVAILABLE) after a few tries", async () => {
    const name = await freshMirror({ skills: ["dora/tool-4"] });
    let tries = 0;
    upstream.intercept = (_req, _res, url) => {
      if (!url.pathname.startsWith("/api/v1/skills/tool-4")) return false;
      tries++;
      return true; // never answered
    };
    const result = await syncMirror(name);
    expect(result.ok).toBe(false);
    expect((await status(name)).lastError).toMatch(/UPSTREAM_UNAVAILABLE/);
    expect(tries).toBe(3);
  });
});

describe("robustness", () => {
  test("the upstream dying mid-sync leaves only whole versions, and the next sync completes the copy", async () => {
    const name = await freshMirror();
    let downloads = 0;
    upstream.intercept = (req, res, url) => {
      if (url.pathname === "/api/v1/download") downloads++;
      if (downloads <= 5) return false;
      res.destroy();
      return true;
    };
    const first = await syncMirror(name);
    expect(first.ok).toBe(false);
    const partial = await db.skillVersion.findMany({ where: { skill: { mirror: { upstreamName: name } } }, include: { files: true, attestations: true } });
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(12);
    for (const version of partial) {
      expect(version.files.length).toBe(version.fileCount);
      expect(version.attestations.length).toBe(1);
      expect(await db.blob.count({ where: { sha256: version.zipSha256 } })).toBe(1);
    }
    upstream.intercept = null;
    const second = await syncMirror(name);
    expect(second.ok).toBe(true);
    expect(await db.skillVersion.count({ where: { skill: { mirror: { upstreamName: name } } } })).toBe(12);
    expect((await status(name)).lastSyncOk).toBe(true);
  });

  test("one sync per mirror at a time (MIRROR_BUSY); a crashed sync's lease runs out and the next takes over", async () => {
    const name = await freshMirror({ skills: ["dora/tool-5"] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    upstream.intercept = async (_req, _res, url) => {
      if (url.pathname === "/.well-known/clawhub.json") await held;
      return false;
    };
    const running = syncMirror(name);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectCode(syncMirror(name), "MIRROR_BUSY");
    release();
    expect((await running).ok).toBe(true);
    // A sync that crashed left its lease behind; once it expires, a new sync proceeds.
    await db.mirrorUpstream.update({ where: { name }, data: { leaseId: "crashed", leaseUntil: new Date(Date.now() - 1000) } });
    expect((await syncMirror(name)).ok).toBe(true);
  });
});
