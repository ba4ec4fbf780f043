// A hostile or changing upstream's bytes and decisions: every hostile archive of our bundle fixtures
// served as a download, a version re-published with other bytes, a digest that does not match, a
// version our scanner blocks through an upstream withdrawal and return, skills moved to another
// owner, a sync killed between a commit and its bookkeeping, a mirror removed under a pull-through,
// and a sync racing pull-throughs. What our gate refuses is recorded with its code; nothing
// half-done or un-gated is ever served.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { removeMirror, syncMirror } from "@/lib/mirror";
import { pullThroughSkill } from "@/lib/mirror/pull-through/pull-through-skill";
import { buildCaseInput, bundleCases } from "../../unit/bundle/bundle-fixture-cases";
import { GET as downloadRoute } from "@/app/api/v1/download/route";
import { callRaw, expectError } from "../catalog/route-helpers";
import { maliciousFiles } from "../helpers/flagged-content";
import { skillMd } from "../../setup/fake-clawhub";
import { mirroredSlugs, mirrorsOf, oneVersion, useFakeUpstream } from "./support/hostile-upstream";

const upstream = useFakeUpstream();
const freshMirror = mirrorsOf(upstream, "changes");

describe("hostile archives", () => {
  // Every zip fixture our bundle reader refuses, served by the upstream as a version's archive.
  const cases = bundleCases().filter((c) => (c.input === "zip" || c.input === "skill") && "error" in c.expect && !c.limits);

  test("each is rejected with the code an upload of it gets, and nothing of it is stored", async () => {
    expect(cases.length).toBeGreaterThan(15);
    const name = await freshMirror({ all: true });
    upstream.skills = cases.map((c) => oneVersion("zed", `case-${c.name}`));
    const archives = new Map(cases.map((c) => [`case-${c.name}`, buildCaseInput(c)]));
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/download") return false;
      const input = archives.get(url.searchParams.get("slug") ?? "");
      if (!input || input.kind !== "archive") return false;
      res.writeHead(200, { "Content-Type": "application/zip" }).end(Buffer.from(input.bytes));
      return true;
    };
    const result = await syncMirror(name);
    expect(result.stats.versionsAdded).toBe(0);
    const records = await db.mirroredVersion.findMany({ where: { upstreamName: name }, select: { upstreamSlug: true, state: true, code: true } });
    const byCase = Object.fromEntries(records.map((row) => [row.upstreamSlug.slice("case-".length), `${row.state} ${row.code}`]));
    expect(byCase).toEqual(Object.fromEntries(cases.map((c) => [c.name, `rejected ${(c.expect as { error: string }).error}`])));
    expect(await db.skillVersion.count({ where: { skill: { slug: { startsWith: `${name}--` } } } })).toBe(0);
  }, 60_000);
});

describe("a version re-published upstream with different bytes", () => {
  test("the version here keeps the bytes our gate judged; the new bytes are not fetched as the same version", async () => {
    const name = await freshMirror({ skills: ["rae/stable"] });
    upstream.skills = [oneVersion("rae", "stable")];
    await syncMirror(name);
    const before = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: `${name}--rae--stable` } }, select: { digest: true, zipSha256: true } });
    upstream.skills = [{ ...oneVersion("rae", "stable", " Replaced upstream."), updatedAt: 99 }];
    const again = await syncMirror(name);
    expect(again.ok).toBe(true);
    expect(again.stats.versionsAdded).toBe(0);
    const after = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: `${name}--rae--stable` } }, select: { digest: true, zipSha256: true } });
    expect(after).toEqual(before);
  });
});

describe("at the same time", () => {
  test("a sync and two pull-throughs of the same new skill store each version once, and the sync reports no failure", async () => {
    const name = await freshMirror({ skills: ["ada/race"], pullThrough: true });
    upstream.skills = [
      {
        owner: "ada",
        slug: "race",
        versions: [
          { version: "1.0.0", files: { "SKILL.md": skillMd("race") } },
          { version: "1.1.0", files: { "SKILL.md": skillMd("race", " Faster.") } },
        ],
      },
    ];
    // Downloads take a moment, so the three overlap.
    upstream.intercept = async (_req, _res, url) => {
      if (url.pathname === "/api/v1/download") await new Promise((resolve) => setTimeout(resolve, 150));
      return false;
    };
    const [sync, byName, byOwner] = await Promise.all([
      syncMirror(name),
      pullThroughSkill({ slug: `${name}--ada--race`, ip: "203.0.113.7" }),
      pullThroughSkill({ slug: "race", ownerHandle: "ada", ip: "203.0.113.8" }),
    ]);
    expect(sync.stats.errors).toEqual([]);
    expect(sync.ok).toBe(true);
    expect(byName || byOwner || sync.stats.versionsAdded > 0).toBe(true);
    expect(await db.skillVersion.count({ where: { skill: { slug: `${name}--ada--race` } } })).toBe(2);
    expect(await db.mirroredVersion.count({ where: { upstreamName: name, state: "stored" } })).toBe(2);
    expect(await db.mirroredSkill.count({ where: { upstreamName: name } })).toBe(1);
  });
});

describe("our verdict, whatever the upstream says", () => {
  test("a version the upstream calls clean and our scanner blocks stays blocked through an upstream withdrawal and return", async () => {
    const name = await freshMirror({ skills: ["vic/wolf"] });
    const evil = { version: "2.0.0", files: { "SKILL.md": skillMd("wolf"), ...maliciousFiles } };
    upstream.skills = [{ owner: "vic", slug: "wolf", versions: [{ version: "1.0.0", files: { "SKILL.md": skillMd("wolf") } }, evil] }];
    await syncMirror(name);
    const slug = `${name}--vic--wolf`;
    const blocked = () => db.skillVersion.findFirstOrThrow({ where: { skill: { slug }, version: "2.0.0" }, select: { blockedAt: true, withdrawnAt: true } });
    expect((await blocked()).blockedAt).not.toBeNull();
    upstream.skills[0]!.versions[1] = { ...evil, gone: 410 };
    await syncMirror(name);
    expect((await blocked()).withdrawnAt).not.toBeNull();
    upstream.skills[0]!.versions[1] = evil;
    await syncMirror(name);
    expect(await blocked()).toMatchObject({ withdrawnAt: null, blockedAt: expect.any(Date) });
    await expectError(await callRaw(downloadRoute, `/api/v1/download?slug=${slug}&version=2.0.0`), 403, "VERSION_BLOCKED");
    await expectError(await callRaw(downloadRoute, `/api/v1/download?slug=wolf&ownerHandle=vic&version=2.0.0`), 403, "VERSION_BLOCKED");
  });
});

describe("a skill that moves to another owner upstream", () => {
  const moderationOf = async (slug: string) => (await db.skill.findUniqueOrThrow({ where: { slug }, select: { moderation: true } })).moderation;

  test("listed without owners (ClawHub): the old owner's copy is hidden here, the new owner's arrives", async () => {
    const name = await freshMirror({ all: true });
    upstream.skills = [{ ...oneVersion("ann", "moving"), updatedAt: 1 }];
    await syncMirror(name);
    upstream.skills = [{ ...oneVersion("ben", "moving"), updatedAt: 2 }];
    const result = await syncMirror(name);
    expect(result.stats.errors).toEqual([]);
    expect(await mirroredSlugs(name)).toEqual([`${name}--ann--moving`, `${name}--ben--moving`]);
    expect(await moderationOf(`${name}--ann--moving`)).toBe("HIDDEN");
    expect(await moderationOf(`${name}--ben--moving`)).toBe("ACTIVE");
  });

  test("asked for by its old owner, an upstream that answers with the new owner's skill hides the old copy", async () => {
    const name = await freshMirror({ skills: ["cid/shifted"] });
    upstream.skills = [oneVersion("cid", "shifted")];
    await syncMirror(name);
    upstream.skills = [oneVersion("dee", "shifted")];
    upstream.intercept = (_req, _res, url) => {
      if (url.searchParams.get("ownerHandle") === "cid") url.searchParams.set("ownerHandle", "dee");
      return false;
    };
    await syncMirror(name);
    expect(await mirroredSlugs(name)).toEqual([`${name}--cid--shifted`]);
    expect(await moderationOf(`${name}--cid--shifted`)).toBe("HIDDEN");
  });
});

describe("a sync killed between a version's commit and its bookkeeping", () => {
  test("the next sync links the stored versions again, stores nothing twice and reports nothing", async () => {
    const name = await freshMirror({ skills: ["kit/crash"] });
    upstream.skills = [
      {
        owner: "kit",
        slug: "crash",
        versions: [
          { version: "1.0.0", files: { "SKILL.md": skillMd("crash") } },
          { version: "1.1.0", files: { "SKILL.md": skillMd("crash", " More.") } },
        ],
      },
    ];
    await syncMirror(name);
    // What a kill right after publishVersion's transaction leaves: the versions, without the mirror's rows.
    await db.mirroredVersion.deleteMany({ where: { upstreamName: name } });
    await db.mirroredSkill.deleteMany({ where: { upstreamName: name } });
    const again = await syncMirror(name);
    expect(again.stats.errors).toEqual([]);
    expect(again.stats.versionsAdded).toBe(0);
    expect(await db.skillVersion.count({ where: { skill: { slug: `${name}--kit--crash` } } })).toBe(2);
    expect(await db.mirroredVersion.count({ where: { upstreamName: name, state: "stored", versionId: { not: null } } })).toBe(2);
    expect(await mirroredSlugs(name)).toEqual([`${name}--kit--crash`]);
  });
});

describe("a mirror removed while a pull-through runs", () => {
  test("what the pull-through stores after the removal is hidden too: a removed mirror serves nothing", async () => {
    const name = await freshMirror({ skills: ["ray/late"], pullThrough: true });
    upstream.skills = [oneVersion("ray", "late")];
    let arrived!: () => void;
    const downloading = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    upstream.intercept = async (_req, _res, url) => {
      if (url.pathname !== "/api/v1/download") return false;
      arrived();
      await held;
      return false;
    };
    const pulling = pullThroughSkill({ slug: `${name}--ray--late`, ip: "203.0.113.9" }).catch(() => false);
    await downloading;
    await removeMirror({ actor: null, name });
    release();
    await pulling;
    // Let a pull-through that outlived its wait budget finish in the background.
    for (let tries = 0; tries < 50 && (await db.mirroredSkill.count({ where: { upstreamName: name } })) === 0; tries++)
      await new Promise((r) => setTimeout(r, 100));
    const skill = await db.skill.findUnique({ where: { slug: `${name}--ray--late` }, select: { moderation: true } });
    expect(skill?.moderation ?? "HIDDEN").toBe("HIDDEN");
    await expectError(await callRaw(downloadRoute, `/api/v1/download?slug=${name}--ray--late&version=1.0.0`), 404, "SKILL_NOT_FOUND");
  });
});

describe("a declared digest that does not match the bytes", () => {
  test("files that match their sha256 but a canonical digest that does not: stored, and the provenance says it does not match", async () => {
    const name = await freshMirror({ skills: ["dig/est"] });
    upstream.skills = [oneVersion("dig", "est")];
    upstream.intercept = async (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/est/versions/1.0.0") return false;
      const answer = await fetch(`${upstream.url}/api/v1/skills/est/versions/1.0.0?ownerHandle=dig`, { headers: { "x-pass": "1" } });
      const body = (await answer.json()) as { version: Record<string, unknown> };
      body.version.digest = `sha256:${"0".repeat(64)}`;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      return true;
    };
    const inner = upstream.intercept;
    upstream.intercept = (req, res, url) => (req.headers["x-pass"] ? false : inner(req, res, url));
    await syncMirror(name);
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: `${name}--dig--est` } }, select: { provenance: true, digest: true } });
    expect(version.provenance).toMatchObject({ kind: "mirror", digest: `sha256:${"0".repeat(64)}`, digestMatches: false });
    expect(version.digest).not.toBe(`sha256:${"0".repeat(64)}`);
  });
});
