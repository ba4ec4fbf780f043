// The real clawhub CLI (npm) against unusual skills (support/unusual-skills.ts): installs bring the
// published bytes, refusals write nothing, many versions list whole, and a display name with emoji
// ZWJ sequences or a Persian ZWNJ publishes as given. One fixture per case; assertions are exit
// codes, installed bytes and stored values.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApiToken } from "@/lib/auth/create-api-token";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { blockVersion } from "@/lib/moderation";
import { withdrawVersion } from "@/lib/publish";
import { tree } from "./support/installed-tree";
import { expectExit, runClawhub, type Run } from "./support/run-client";
import { LATEST_INSTALLABLE, publishUnusualSkills, slugOf, skillMd, type UnusualSkills } from "./support/unusual-skills";

const serverUrl = inject("serverUrl");
const root = mkdtempSync(path.join(tmpdir(), "clawhub-unusual-"));

/** The CLI with one HOME (config, token) per `home` and one workdir (skills/, lockfile) per `work`. */
function cli(home: string, work: string, args: string[]): Promise<Run> {
  const homeDir = path.join(root, `home-${home}`);
  mkdirSync(homeDir, { recursive: true });
  return runClawhub({ serverUrl, home: homeDir, workdir: path.join(root, `work-${work}`) }, args);
}

const ok = (work: string, args: string[], home = "anon") => expectExit(cli(home, work, args), "ok", `clawhub ${args.join(" ")}`);
const refused = (work: string, args: string[]) => expectExit(cli("anon", work, args), "refused", `clawhub ${args.join(" ")}`);

function skillDir(work: string, ...parts: string[]): string {
  return path.join(root, `work-${work}`, "skills", ...parts);
}

let skills: UnusualSkills;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  skills = await publishUnusualSkills("ch");
});
afterAll(() => closeDb());

describe("clawhub CLI installs unusual skills byte for byte", () => {
  test.each(LATEST_INSTALLABLE)("%s: the latest installable version (%s)", async (name, version) => {
    const slug = slugOf(skills, name);
    await ok("main", ["install", slug]);
    expect(tree(skillDir("main", slug))).toEqual(skills.published[`${slug}@${version}`]);
  });

  test("a prerelease by --version", async () => {
    await ok("pre", ["install", skills.slug("pre"), "--version", "1.1.0-beta.1"]);
    expect(tree(skillDir("pre", skills.slug("pre")))).toEqual(skills.published[`${skills.slug("pre")}@1.1.0-beta.1`]);
  });

  test("an org skill whose newest version is held: the previous one", async () => {
    await ok("held", ["install", `@${skills.org}/${skills.slug("held")}`]);
    expect(tree(skillDir("held", `@${skills.org}`, skills.slug("held")))).toEqual(skills.published[`${skills.slug("held")}@1.0.0`]);
  });
});

describe("clawhub CLI refuses what may not be installed, writing nothing", () => {
  test.each([
    ["every version blocked", "all-blocked"],
    ["a deleted skill", "deleted"],
    ["a hidden skill", "hidden"],
    ["a name never used", "never-published"],
  ])("%s", async (_, name) => {
    await refused(name, ["install", skills.slug(name)]);
    expect(existsSync(skillDir(name, skills.slug(name)))).toBe(false);
  });

  test("a version that does not exist, a blocked one and a held one", async () => {
    await refused("versions", ["install", skills.slug("pre"), "--version", "9.9.9"]);
    await refused("versions", ["install", skills.slug("newest-blocked"), "--version", "1.1.0"]);
    await refused("versions", ["install", `@${skills.org}/${skills.slug("held")}`, "--version", "1.1.0"]);
    expect(readdirSync(skillDir("versions")).filter((name) => !name.startsWith("@"))).toEqual([]);
    expect(existsSync(skillDir("versions", `@${skills.org}`, skills.slug("held")))).toBe(false);
  });
});

describe("clawhub CLI search, inspect, update and publish", () => {
  test("inspect lists every one of many versions; a search with no results exits 0", async () => {
    const inspected = await ok("main", ["inspect", skills.slug("many"), "--versions", "--limit", "100"]);
    expect(inspected.stdout.match(/^1\.0\.\d+\s/gm)).toHaveLength(skills.manyVersions);
    await ok("main", ["search", "zqxjv-nothing-matches"]);
  });

  test("update --all with nothing new changes nothing", async () => {
    const before = tree(skillDir("main", skills.slug("nested")));
    await ok("main", ["update", "--all"]);
    expect(tree(skillDir("main", skills.slug("nested")))).toEqual(before);
  });

  test("the installed latest withdrawn or blocked: update --all keeps it (the CLI never downgrades); update --version goes back", async () => {
    const [back, blocked] = [skills.slug("back"), skills.slug("back-blocked")];
    await ok("back", ["install", back]);
    await ok("back", ["install", blocked]);
    await withdrawVersion({ actor: skills.publisher, slug: back, version: "2.0.0" });
    await blockVersion({ actor: skills.moderator, slug: blocked, version: "2.0.0", reason: "test block" });
    await ok("back", ["update", "--all"]);
    expect(tree(skillDir("back", back))).toEqual(skills.published[`${back}@2.0.0`]);
    await ok("back", ["update", blocked, "--version", "1.0.0", "--force"]);
    expect(tree(skillDir("back", blocked))).toEqual(skills.published[`${blocked}@1.0.0`]);
  });

  test("publish keeps a display name with emoji ZWJ sequences and a Persian ZWNJ", async () => {
    const token = (await createApiToken({ userId: skills.publisher.userId, label: "unusual", scopes: ["read", "publish"] })).token;
    await ok("publish", ["login", "--token", token], "publisher");
    const dir = path.join(root, "src-zwj");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "SKILL.md"), skillMd(skills.slug("zwj"), "keep joiners in display names."));
    const name = "Lab 👩‍🔬 🏳️‍🌈 می‌خواهم";
    await ok("publish", ["publish", dir, "--slug", skills.slug("zwj"), "--name", name, "--version", "1.0.0"], "publisher");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: skills.slug("zwj") } })).displayName).toBe(name);
  });
});
