// The real OpenClaw CLI against unusual skills (support/unusual-skills.ts): what installs brings the
// published bytes, what may not be installed is refused with nothing written, and the shapes it
// reads stay ClawHub's on every refusal (a deleted skill's install resolution is ClawHub's JSON, not
// text it cannot parse). One fixture per case; assertions are exit codes, installed bytes and the
// codes the server answered.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { closeDb } from "@/lib/db";
import { blockVersion } from "@/lib/moderation";
import { deleteSkill, withdrawVersion } from "@/lib/publish";
import { tree } from "./support/installed-tree";
import { expectExit, jsonOf, runOpenclaw, type Run } from "./support/run-client";
import { LATEST_INSTALLABLE, publishUnusualSkills, slugOf, type UnusualSkills } from "./support/unusual-skills";

const serverUrl = inject("serverUrl");
const node = inject("openclawNode");
const entry = inject("openclawEntry");
const root = mkdtempSync(path.join(tmpdir(), "openclaw-unusual-"));

/** OpenClaw with its own HOME per name (one user's workspace and lockfile), never prompting. */
function openclaw(home: string, args: string[]): Promise<Run> {
  const dir = path.join(root, home);
  return runOpenclaw({ node, entry, serverUrl, home: dir, cwd: dir, tmp: root }, args);
}

const ok = (home: string, args: string[]) => expectExit(openclaw(home, args), "ok", `openclaw ${args.join(" ")}`);
const refused = (home: string, args: string[]) => expectExit(openclaw(home, args), "refused", `openclaw ${args.join(" ")}`);

function skillDir(home: string, slug: string): string {
  return path.join(root, home, ".openclaw", "workspace", "skills", slug);
}

let skills: UnusualSkills;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  skills = await publishUnusualSkills("oc");
});
afterAll(() => closeDb());

describe("OpenClaw installs unusual skills byte for byte", () => {
  // Names are resolved in the test (the fixtures are published in beforeAll).
  test.each(LATEST_INSTALLABLE)("%s: the latest installable version (%s)", async (name, version) => {
    const slug = slugOf(skills, name);
    await ok("main", ["skills", "install", `@${skills.publisher.handle}/${slug}`]);
    expect(tree(skillDir("main", slug))).toEqual(skills.published[`${slug}@${version}`]);
  });

  test("a prerelease by --version", async () => {
    await ok("pre", ["skills", "install", skills.slug("pre"), "--version", "1.1.0-beta.1"]);
    expect(tree(skillDir("pre", skills.slug("pre")))).toEqual(skills.published[`${skills.slug("pre")}@1.1.0-beta.1`]);
  });

  test("a newest version held for the org's review: the previous one installs; the held one by --version is refused", async () => {
    const slug = skills.slug("held");
    await ok("held", ["skills", "install", `@${skills.org}/${slug}`]);
    expect(tree(skillDir("held", slug))).toEqual(skills.published[`${slug}@1.0.0`]);
    await refused("held-version", ["skills", "install", `@${skills.org}/${slug}`, "--version", "1.1.0"]);
    expect(existsSync(skillDir("held-version", slug))).toBe(false);
  });
});

describe("OpenClaw refuses what may not be installed, writing nothing", () => {
  test.each([
    ["every version blocked", "all-blocked", "NO_INSTALLABLE_VERSION", 409],
    ["a deleted skill", "deleted", "SKILL_GONE", 410],
  ])("%s: ClawHub's JSON install resolution", async (_, name, code, status) => {
    const slug = skills.slug(name);
    const result = await refused(name, ["skills", "install", slug]);
    expect(result.output).not.toMatch(/malformed JSON/i);
    expect(existsSync(skillDir(name, slug))).toBe(false);
    const response = await fetch(`${serverUrl}/api/v1/skills/${slug}/install`);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ok: false, slug, status, code });
  });

  test.each([
    ["a hidden skill", "hidden"],
    ["a name never used", "never-published"],
  ])("%s: not found", async (_, name) => {
    const slug = skills.slug(name);
    await refused(name, ["skills", "install", slug]);
    expect(existsSync(skillDir(name, slug))).toBe(false);
    expect((await fetch(`${serverUrl}/api/v1/skills/${slug}/install`)).headers.get("x-error-code")).toBe("SKILL_NOT_FOUND");
  });

  test("a version that does not exist, and one with build metadata", async () => {
    await refused("missing-version", ["skills", "install", skills.slug("pre"), "--version", "9.9.9"]);
    await refused("missing-version", ["skills", "install", skills.slug("pre"), "--version", "1.0.1+build.5"]);
    expect(existsSync(skillDir("missing-version", skills.slug("pre")))).toBe(false);
  });

  test("a skills.sh reference: 400, never our same-named skill", async () => {
    const reference = `skills-sh:someone/some-repo/${skills.slug("pre")}`;
    await refused("skills-sh", ["skills", "install", reference]);
    expect(existsSync(skillDir("skills-sh", skills.slug("pre")))).toBe(false);
    const response = await fetch(`${serverUrl}/api/v1/skills/${skills.slug("pre")}/install?reference=${encodeURIComponent(reference)}`);
    expect([response.status, response.headers.get("x-error-code")]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("OpenClaw search and update", () => {
  test("unicode search finds the display name; no results is an empty list with exit 0", async () => {
    const found = jsonOf<{ results: Array<{ installRef: string; displayName: string }> }>(await ok("search", ["skills", "search", "日本語", "--json"]));
    expect(found.results).toContainEqual(
      expect.objectContaining({ installRef: `@${skills.publisher.handle}/${skills.slug("unicode")}`, displayName: skills.displayName }),
    );
    expect(jsonOf<{ results: unknown[] }>(await ok("search", ["skills", "search", "zqxjv-nothing-matches", "--json"])).results).toEqual([]);
  });

  test("update --all with nothing new changes nothing", async () => {
    const before = tree(skillDir("main", skills.slug("nested")));
    await ok("main", ["skills", "update", "--all"]);
    expect(tree(skillDir("main", skills.slug("nested")))).toEqual(before);
    expect(tree(skillDir("main", skills.slug("newest-blocked")))).toEqual(skills.published[`${skills.slug("newest-blocked")}@1.0.0`]);
  });

  test("the installed latest withdrawn or blocked: update --all goes back to the latest installable", async () => {
    const [back, blocked] = [skills.slug("back"), skills.slug("back-blocked")];
    await ok("back", ["skills", "install", back]);
    await ok("back", ["skills", "install", blocked]);
    await withdrawVersion({ actor: skills.publisher, slug: back, version: "2.0.0" });
    await blockVersion({ actor: skills.moderator, slug: blocked, version: "2.0.0", reason: "test block" });
    await ok("back", ["skills", "update", "--all"]);
    expect(tree(skillDir("back", back))).toEqual(skills.published[`${back}@1.0.0`]);
    expect(tree(skillDir("back", blocked))).toEqual(skills.published[`${blocked}@1.0.0`]);
  });

  test("a skill deleted after install: update fails on ClawHub's JSON refusal and leaves the files", async () => {
    const slug = skills.slug("later-deleted");
    await ok("later-deleted", ["skills", "install", slug]);
    await deleteSkill({ actor: skills.publisher, slug });
    const update = await refused("later-deleted", ["skills", "update", "--all"]);
    expect(update.output).not.toMatch(/malformed JSON/i);
    expect(tree(skillDir("later-deleted", slug))).toEqual(skills.published[`${slug}@2.0.0`]);
  });
});
