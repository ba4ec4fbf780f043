// A hostile upstream's names and text: owners that fold into an allowed owner's name, our own
// namespace coming back (an upstream that is us or mirrors us), names that try to leave the mirror's
// namespace, version numbers that are not semver, display names our rules refuse, and NULs.
// Nothing lands outside `<mirror>--`, nothing takes an allowed owner's name, and what is refused is
// recorded with its code without failing the rest of the skill or the sync.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { syncMirror } from "@/lib/mirror";
import { buildCaseInput, bundleCases } from "../../unit/bundle/bundle-fixture-cases";
import { skillMd } from "../../setup/fake-clawhub";
import { mirroredSlugs, mirrorsOf, oneVersion, useFakeUpstream } from "./support/hostile-upstream";

const upstream = useFakeUpstream();
const freshMirror = mirrorsOf(upstream, "names");

describe("owners that look like an allowed one", () => {
  test.each([
    ["the Kelvin sign", "\u212Aim"],
    ["a trailing no-break space", "kim\u00a0"],
    ["a leading ideographic space", "\u3000kim"],
  ])("an upstream owner spelled with %s never becomes the allowed owner `kim` here", async (_label, lookalike) => {
    const name = await freshMirror({ owners: ["kim"] });
    upstream.skills = [oneVersion("kim", "real-notes"), oneVersion(lookalike, "fake-notes")];
    // An upstream that resolves handles the Unicode way answers `kim` with the look-alike's skill.
    upstream.intercept = (_req, _res, url) => {
      const slug = url.searchParams.get("slug") ?? url.pathname;
      if (slug.includes("fake-notes") && url.searchParams.get("ownerHandle") === "kim") url.searchParams.set("ownerHandle", lookalike);
      return false;
    };
    await syncMirror(name);
    expect(await mirroredSlugs(name)).toEqual([`${name}--kim--real-notes`]);
  });
});

describe("our own names coming back", () => {
  test("an upstream owner in this mirror's own namespace (the upstream is us, or mirrors us) is not mirrored again", async () => {
    const name = await freshMirror({ all: true });
    upstream.skills = [oneVersion("lee", "plain"), oneVersion(`${name}--lee`, `${name}--lee--plain`)];
    const result = await syncMirror(name);
    expect(await mirroredSlugs(name)).toEqual([`${name}--lee--plain`]);
    expect(result.stats.errors.join("\n")).toMatch(/UPSTREAM_INVALID/);
  });

  test("a chain of mirrors deeper than a mirror of a mirror stops; one hop upstream is still mirrored", async () => {
    const name = await freshMirror({ all: true });
    upstream.skills = [oneVersion("hub--lee", "hub--lee--chained"), oneVersion("a--b--c--lee", "a--b--c--lee--deep")];
    const result = await syncMirror(name);
    expect(await mirroredSlugs(name)).toEqual([`${name}--hub--lee--hub--lee--chained`]);
    expect(result.stats.errors.join("\n")).toMatch(/deep: .*UPSTREAM_INVALID/);
  });
});

describe("names that try to leave the mirror's namespace", () => {
  test.each([["."], [".."], ["../escape"], ["a.b"], ["x/../../y"], ["under_score"], ["-lead"], ["%2e%2e"], ["caf\u00e9"], ["a".repeat(250)]])(
    "upstream slug %j creates nothing (UPSTREAM_INVALID)",
    async (slug) => {
      const name = await freshMirror({ all: true });
      upstream.skills = [oneVersion("mo", slug)];
      const before = await db.skill.count();
      const result = await syncMirror(name);
      expect(await db.skill.count()).toBe(before);
      expect([result.error, ...result.stats.errors].join("\n")).toMatch(/UPSTREAM_INVALID/);
    },
  );
});

describe("text PostgreSQL cannot hold", () => {
  test("a NUL in a changelog or a display name does not fail the skill: the version arrives without it", async () => {
    const name = await freshMirror({ skills: ["nul/text"] });
    upstream.skills = [{ ...oneVersion("nul", "text"), displayName: "Nul\u0000Name" }];
    upstream.skills[0]!.versions[0]!.changelog = "first\u0000second";
    const result = await syncMirror(name);
    expect(result.stats.errors).toEqual([]);
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: `${name}--nul--text` } }, select: { changelog: true } });
    expect(version.changelog).not.toContain("\u0000");
  });

  test("a rejection whose details carry a NUL (an archive entry's name) is recorded, so the archive is not fetched again", async () => {
    const name = await freshMirror({ skills: ["nul/entry"] });
    upstream.skills = [oneVersion("nul", "entry")];
    const [nulCase] = bundleCases().filter((c) => c.name === "control-character");
    const input = buildCaseInput(nulCase!);
    let downloads = 0;
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/download" || input.kind !== "archive") return false;
      downloads++;
      res.writeHead(200, { "Content-Type": "application/zip" }).end(Buffer.from(input.bytes));
      return true;
    };
    const first = await syncMirror(name);
    expect(first.ok).toBe(true);
    const record = await db.mirroredVersion.findFirstOrThrow({ where: { upstreamName: name } });
    expect([record.state, record.code]).toEqual(["rejected", "BUNDLE_CONTROL_CHARACTER"]);
    await db.mirroredSkill.updateMany({ where: { upstreamName: name }, data: { lastCheckedAt: new Date(0) } });
    expect((await syncMirror(name)).ok).toBe(true);
    expect(downloads).toBe(1);
  });
});

describe("version numbers that are not ours to store", () => {
  test.each([["1.0.0\u0000evil"], ["../../1.0.0"], ["1.0.0/../2.0.0"], ["v".repeat(120)]])(
    "upstream version %j is rejected and remembered; the skill's other versions arrive",
    async (bad) => {
      const name = await freshMirror({ skills: ["val/odd"] });
      upstream.skills = [
        {
          owner: "val",
          slug: "odd",
          versions: [
            { version: "1.0.0", files: { "SKILL.md": skillMd("odd") } },
            { version: bad, files: { "SKILL.md": skillMd("odd", " Odd.") } },
          ],
        },
      ];
      const downloads = () => upstream.requests.filter((path) => path.startsWith("/api/v1/download")).length;
      const before = downloads();
      const result = await syncMirror(name);
      expect(result.stats.errors).toEqual([]);
      expect(result.ok).toBe(true);
      expect(await db.skillVersion.count({ where: { skill: { slug: `${name}--val--odd` } } })).toBe(1);
      expect(await db.mirroredVersion.findMany({ where: { upstreamName: name, state: "rejected" }, select: { code: true } })).toEqual([
        { code: "VERSION_INVALID" },
      ]);
      // Only the good version's archive was fetched, and the next sync fetches nothing.
      expect(downloads() - before).toBe(1);
      expect((await syncMirror(name)).stats.versionsRejected).toBe(0);
      expect(downloads() - before).toBe(1);
    },
  );
});

describe("display names our rules would refuse", () => {
  const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

  test.each([
    ["a right-to-left override", "\u202Eexe.fdp"],
    ["a right-to-left mark in Hebrew", "\u05E9\u05DC\u05D5\u05DD\u200F"],
  ])("a skill display name with %s does not stop its versions: they arrive under a name of ours", async (_label, displayName) => {
    const name = await freshMirror({ skills: ["uma/named"] });
    upstream.skills = [{ ...oneVersion("uma", "named"), displayName }];
    const result = await syncMirror(name);
    expect(result.stats.errors).toEqual([]);
    expect(result.ok).toBe(true);
    const skill = await db.skill.findUniqueOrThrow({
      where: { slug: `${name}--uma--named` },
      select: { displayName: true, _count: { select: { versions: true } } },
    });
    expect(skill._count.versions).toBe(1);
    expect(skill.displayName).not.toMatch(HIDDEN);
  });

  test("an upstream owner's display name with a direction override is not the mirrored publisher's name", async () => {
    const name = await freshMirror({ skills: ["uma/owned"] });
    upstream.skills = [oneVersion("uma", "owned")];
    upstream.intercept = (_req, res, url) => {
      if (url.pathname !== "/api/v1/skills/owned" || url.search.includes("versions")) return false;
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          skill: { slug: "owned", displayName: "Owned", updatedAt: 1 },
          latestVersion: { version: "1.0.0" },
          owner: { handle: "uma", displayName: "admin \u202Enimda" },
          moderation: { isSuspicious: false, isMalwareBlocked: false, verdict: "clean" },
        }),
      );
      return true;
    };
    await syncMirror(name);
    const publisher = await db.user.findUniqueOrThrow({ where: { handle: `${name}--uma` }, select: { displayName: true } });
    expect(publisher.displayName).not.toMatch(HIDDEN);
  });
});
