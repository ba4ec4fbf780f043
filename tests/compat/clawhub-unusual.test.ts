// The real clawhub CLI (npm) against unusual skills (support/unusual-skills.ts): installs bring the
// published bytes, refusals write nothing, many versions list whole, and a display name with emoji
// ZWJ sequences or a Persian ZWNJ publishes as given. One fixture per case; assertions are exit
// codes, installed bytes and stored values.
import { spawn } from "node:child_process";
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
import { publishUnusualSkills, skillMd, type UnusualSkills } from "./support/unusual-skills";

const repo = path.resolve(import.meta.dirname, "../..");
const clawhub = path.join(repo, "node_modules", "clawhub", "bin", "clawdhub.js");
const serverUrl = inject("serverUrl");
const root = mkdtempSync(path.join(tmpdir(), "clawhub-unusual-"));

type Run = { code: number | null; stdout: string; output: string };

/** The CLI with one HOME (config, token) per `home` and one workdir (skills/, lockfile) per `work`. */
function cli(home: string, work: string, args: string[]): Promise<Run> {
  const homeDir = path.join(root, `home-${home}`);
  const workdir = path.join(root, `work-${work}`);
  mkdirSync(homeDir, { recursive: true });
  mkdirSync(workdir, { recursive: true });
  const child = spawn(process.execPath, [clawhub, "--site", serverUrl, "--registry", serverUrl, "--workdir", workdir, "--no-input", ...args], {
    cwd: workdir,
    env: { ...process.env, FORCE_COLOR: undefined, HOME: homeDir, CLAWHUB_CONFIG_PATH: path.join(homeDir, "clawhub.json"), NO_COLOR: "1", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, output })));
}

async function ok(work: string, args: string[], home = "anon"): Promise<Run> {
  const result = await cli(home, work, args);
  expect(result.code, `clawhub ${args.join(" ")}\n${result.output}`).toBe(0);
  return result;
}

async function refused(work: string, args: string[]): Promise<Run> {
  const result = await cli("anon", work, args);
  expect(result.code, `clawhub ${args.join(" ")}\n${result.output}`).not.toBe(0);
  return result;
}

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
  test.each([
    ["unicode", "1.0.0"],
    ["rc-only", "2.0.0-rc.1"],
    ["many", "1.0.29"],
    ["only-skill-md", "1.0.0"],
    ["nested", "1.0.0"],
    ["large", "1.0.0"],
    ["shortest", "1.0.0"],
    ["longest", "1.0.0"],
    ["newest-blocked", "1.0.0"],
  ])("%s: the latest installable version (%s)", async (name, version) => {
    const slug = name === "shortest" ? skills.shortest : name === "longest" ? skills.longest : skills.slug(name);
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
