// Unusual skills and requests through the real clients (issues 19, 22): OpenClaw from npm and the
// clawhub CLI, each against the built server, with inputs the happy-path suites do not use —
// unicode names and long summaries, prerelease versions, many versions, the latest version
// withdrawn or blocked after install, a newest version blocked or held for an org's review, every
// version blocked, deleted and hidden skills, large files, nested and unicode paths, a skill that is
// only SKILL.md, slugs at both length limits, searches with no results, updates with nothing new,
// versions that do not exist and skills.sh references. One fixture per case; assertions are exit
// codes, installed bytes and the codes the server answered.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { createOrg, setOrgPolicy } from "@/lib/orgs";
import { deleteSkill, publishVersion, withdrawVersion } from "@/lib/publish";
import { tree } from "./support/installed-tree";

const repo = path.resolve(import.meta.dirname, "../..");
const clawhub = path.join(repo, "node_modules", "clawhub", "bin", "clawdhub.js");
const serverUrl = inject("serverUrl");
const openclawNode = inject("openclawNode");
const openclawEntry = inject("openclawEntry");
const root = mkdtempSync(path.join(tmpdir(), "unusual-inputs-"));
const PUB = "ux-pub";
const ORG = "ux-org";

type Run = { code: number | null; stdout: string; output: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  mkdirSync(cwd, { recursive: true });
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, output })));
}

/** OpenClaw with its own HOME (each home is one user's workspace and lockfile). */
function openclaw(home: string, args: string[]): Promise<Run> {
  const dir = path.join(root, `oc-${home}`);
  return run(
    openclawNode,
    [openclawEntry, ...args],
    {
      NODE_ENV: "production",
      PATH: `${path.dirname(openclawNode)}${path.delimiter}${process.env.PATH ?? ""}`,
      HOME: dir,
      TMPDIR: root,
      OPENCLAW_CLAWHUB_URL: serverUrl,
      CLAWHUB_DISABLE_TELEMETRY: "1",
      NO_COLOR: "1",
      CI: "1",
    },
    dir,
  );
}

/** The clawhub CLI with one HOME (config) per name and one workdir (skills/, lockfile) per name. */
function cli(home: string, workdir: string, args: string[]): Promise<Run> {
  const homeDir = path.join(root, `ch-home-${home}`);
  const work = path.join(root, `ch-work-${workdir}`);
  mkdirSync(homeDir, { recursive: true });
  return run(
    process.execPath,
    [clawhub, "--site", serverUrl, "--registry", serverUrl, "--workdir", work, "--no-input", ...args],
    { ...process.env, FORCE_COLOR: undefined, HOME: homeDir, CLAWHUB_CONFIG_PATH: path.join(homeDir, "clawhub.json"), NO_COLOR: "1", CI: "1" },
    work,
  );
}

function expectCode(result: Run, code: 0 | "failure", label: string): void {
  if (code === 0) expect(result.code, `${label}\n${result.output}`).toBe(0);
  else expect(result.code, `${label}\n${result.output}`).not.toBe(0);
}

function openclawSkillDir(home: string, slug: string): string {
  return path.join(root, `oc-${home}`, ".openclaw", "workspace", "skills", slug);
}

function clawhubSkillDir(workdir: string, slug: string): string {
  return path.join(root, `ch-work-${workdir}`, "skills", slug);
}

/** The first JSON value on stdout (OpenClaw may log around it). */
function jsonOf<T>(result: Run): T {
  return JSON.parse(result.stdout.slice(result.stdout.indexOf("{"), result.stdout.lastIndexOf("}") + 1)) as T;
}

const encoder = new TextEncoder();
const published: Record<string, Record<string, string>> = {};
let publisher: Actor;
let moderator: Actor;

function skillMd(name: string, description: string): string {
  return `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n\n# ${name}\n\nUse this skill when the user asks to ${description}\n`;
}

async function publish(slug: string, version: string, files: Record<string, string | Uint8Array>, extra: { displayName?: string; ownerHandle?: string } = {}) {
  const result = await publishVersion({
    actor: publisher,
    slug,
    version,
    ...extra,
    bundle: { kind: "files", files: Object.entries(files).map(([file, body]) => ({ path: file, bytes: typeof body === "string" ? encoder.encode(body) : body })) },
  });
  published[`${slug}@${version}`] = Object.fromEntries(
    Object.entries(files).map(([file, body]) => [file, createHash("sha256").update(typeof body === "string" ? encoder.encode(body) : body).digest("hex")]),
  );
  return result;
}

const SHORTEST = "u2";
const LONGEST = `ux${"l".repeat(61)}g`;
const SUMMARY = ("Résumé handling for 日本語 documents and עברית text, with emoji 📄✨ and combining marks é. ").repeat(12).slice(0, 1000);
const DISPLAY_NAME = "Ünïcödé 📄 日本語 — עברית 🧪 👩‍🔬 Лаборатория";
const suspicious = "#!/bin/sh\nset -e\ngrep -A2 '\\[default\\]' ~/.aws/credentials\n";

function bigText(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) out[i] = i % 81 === 80 ? 10 : 97 + (i % 26);
  return out;
}

beforeAll(async () => {
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  const user = await createUser({ handle: PUB });
  publisher = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
  const mod = await createUser({ handle: "ux-moderator", role: "MODERATOR" });
  moderator = { userId: mod.id, handle: mod.handle, role: mod.role, scopes: ["read", "publish", "moderate"], via: "system" };

  await publish("ux-unicode", "1.0.0", { "SKILL.md": skillMd("ux-unicode", SUMMARY) }, { displayName: DISPLAY_NAME });
  await publish("ux-pre", "1.0.0", { "SKILL.md": skillMd("ux-pre", "handle prerelease versions.") });
  await publish("ux-pre", "1.1.0-beta.1", { "SKILL.md": skillMd("ux-pre", "handle prerelease versions."), "notes.md": "beta\n" });
  await publish("ux-rc-only", "2.0.0-rc.1", { "SKILL.md": skillMd("ux-rc-only", "exist only as a release candidate.") });
  for (let patch = 0; patch < 40; patch++) await publish("ux-many", `1.0.${patch}`, { "SKILL.md": skillMd("ux-many", "have many versions."), "n.txt": `${patch}\n` });
  await publish("ux-only-skill-md", "1.0.0", { "SKILL.md": skillMd("ux-only-skill-md", "be only a SKILL.md.") });
  await publish("ux-nested", "1.0.0", {
    "SKILL.md": skillMd("ux-nested", "have nested directories."),
    "references/a/b/c/d/e/f/g/deep.md": "# deep\n",
    "assets/with space/file name.txt": "space\n",
    "scripts/ünïcödé.py": "print('hi')\n",
  });
  await publish("ux-large", "1.0.0", { "SKILL.md": skillMd("ux-large", "carry a large reference."), "references/big.txt": bigText(6 * 1024 * 1024) });
  await publish(SHORTEST, "1.0.0", { "SKILL.md": skillMd(SHORTEST, "have the shortest slug.") });
  await publish(LONGEST, "1.0.0", { "SKILL.md": skillMd(LONGEST, "have the longest slug.") });

  await publish("ux-newest-blocked", "1.0.0", { "SKILL.md": skillMd("ux-newest-blocked", "have a blocked newest version.") });
  await publish("ux-newest-blocked", "1.1.0", { "SKILL.md": skillMd("ux-newest-blocked", "have a blocked newest version."), "x.txt": "x\n" });
  await blockVersion({ actor: moderator, slug: "ux-newest-blocked", version: "1.1.0", reason: "test block" });
  await publish("ux-all-blocked", "1.0.0", { "SKILL.md": skillMd("ux-all-blocked", "have every version blocked.") });
  await blockVersion({ actor: moderator, slug: "ux-all-blocked", version: "1.0.0", reason: "test block" });
  await publish("ux-hidden", "1.0.0", { "SKILL.md": skillMd("ux-hidden", "be hidden by a moderator.") });
  await hideSkill({ actor: moderator, slug: "ux-hidden", reason: "test hide" });
  await publish("ux-deleted", "1.0.0", { "SKILL.md": skillMd("ux-deleted", "be deleted by its owner.") });
  await deleteSkill({ actor: publisher, slug: "ux-deleted" });

  await createOrg({ handle: ORG, ownerHandle: PUB, actor: null });
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: null });
  await publish("ux-held", "1.0.0", { "SKILL.md": skillMd("ux-held", "have its newest version held.") }, { ownerHandle: ORG });
  const held = await publish("ux-held", "1.1.0", { "SKILL.md": skillMd("ux-held", "have its newest version held."), "scripts/setup.sh": suspicious }, { ownerHandle: ORG });
  expect(held.status).toBe("held");

  // Installed at 2.0.0 by both clients, then 2.0.0 is withdrawn (ux-back) or blocked (ux-back-blocked).
  for (const slug of ["ux-back", "ux-back-blocked", "ux-later-deleted"]) {
    await publish(slug, "1.0.0", { "SKILL.md": skillMd(slug, "move its latest version back.") });
    await publish(slug, "2.0.0", { "SKILL.md": skillMd(slug, "move its latest version back."), "two.txt": "2\n" });
  }
});
afterAll(() => closeDb());

describe("OpenClaw with unusual skills", () => {
  test.each([
    ["ux-unicode", "1.0.0"],
    ["ux-rc-only", "2.0.0-rc.1"],
    ["ux-many", "1.0.39"],
    ["ux-only-skill-md", "1.0.0"],
    ["ux-nested", "1.0.0"],
    ["ux-large", "1.0.0"],
    [SHORTEST, "1.0.0"],
    [LONGEST, "1.0.0"],
    ["ux-newest-blocked", "1.0.0"],
  ])("install %s brings the latest installable version's bytes (%s)", async (slug, version) => {
    expectCode(await openclaw("main", ["skills", "install", `@${PUB}/${slug}`]), 0, `install ${slug}`);
    expect(tree(openclawSkillDir("main", slug))).toEqual(published[`${slug}@${version}`]);
  });

  test("a prerelease installs by --version", async () => {
    expectCode(await openclaw("pre", ["skills", "install", "ux-pre", "--version", "1.1.0-beta.1"]), 0, "install prerelease");
    expect(tree(openclawSkillDir("pre", "ux-pre"))).toEqual(published["ux-pre@1.1.0-beta.1"]);
  });

  test("a newest version held for the org's review: the previous one installs; the held one is refused by --version", async () => {
    expectCode(await openclaw("held", ["skills", "install", `@${ORG}/ux-held`]), 0, "install held");
    expect(tree(openclawSkillDir("held", "ux-held"))).toEqual(published["ux-held@1.0.0"]);
    expectCode(await openclaw("held-version", ["skills", "install", `@${ORG}/ux-held`, "--version", "1.1.0"]), "failure", "install held version");
    expect(existsSync(openclawSkillDir("held-version", "ux-held"))).toBe(false);
  });

  test.each([
    ["every version blocked", "ux-all-blocked", "NO_INSTALLABLE_VERSION", 409],
    ["a deleted skill", "ux-deleted", "SKILL_GONE", 410],
  ])("%s: refused with ClawHub's JSON install resolution, nothing installed", async (_, slug, code, status) => {
    const result = await openclaw(slug, ["skills", "install", slug]);
    expectCode(result, "failure", `install ${slug}`);
    expect(result.output).not.toMatch(/malformed JSON/i);
    expect(existsSync(openclawSkillDir(slug, slug))).toBe(false);
    const response = await fetch(`${serverUrl}/api/v1/skills/${slug}/install`);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ok: false, slug, status, code });
  });

  test.each([
    ["a hidden skill", "ux-hidden"],
    ["a name never used", "ux-never-published"],
  ])("%s: not found, nothing installed", async (_, slug) => {
    expectCode(await openclaw(slug, ["skills", "install", slug]), "failure", `install ${slug}`);
    expect(existsSync(openclawSkillDir(slug, slug))).toBe(false);
    expect((await fetch(`${serverUrl}/api/v1/skills/${slug}/install`)).headers.get("x-error-code")).toBe("SKILL_NOT_FOUND");
  });

  test("a version that does not exist and a malformed one are refused; nothing installed", async () => {
    expectCode(await openclaw("missing-version", ["skills", "install", "ux-pre", "--version", "9.9.9"]), "failure", "install 9.9.9");
    expectCode(await openclaw("missing-version", ["skills", "install", "ux-pre", "--version", "1.0.1+build.5"]), "failure", "install build metadata");
    expect(existsSync(openclawSkillDir("missing-version", "ux-pre"))).toBe(false);
  });

  test("a skills.sh reference is refused (400), never answered with our same-named skill", async () => {
    expectCode(await openclaw("skills-sh", ["skills", "install", "skills-sh:someone/some-repo/ux-pre"]), "failure", "install skills-sh");
    expect(existsSync(openclawSkillDir("skills-sh", "ux-pre"))).toBe(false);
    const response = await fetch(`${serverUrl}/api/v1/skills/ux-pre/install?reference=${encodeURIComponent("skills-sh:someone/some-repo/ux-pre")}`);
    expect([response.status, response.headers.get("x-error-code")]).toEqual([400, "VALIDATION_FAILED"]);
  });

  test("search: unicode finds the skill with its display name; no results is an empty list, exit 0", async () => {
    const found = jsonOf<{ results: Array<{ installRef: string; displayName: string }> }>(await openclaw("search", ["skills", "search", "日本語", "--json"]));
    expect(found.results).toContainEqual(expect.objectContaining({ installRef: `@${PUB}/ux-unicode`, displayName: DISPLAY_NAME }));
    const none = await openclaw("search", ["skills", "search", "zqxjv-nothing-matches", "--json"]);
    expectCode(none, 0, "search nothing");
    expect(jsonOf<{ results: unknown[] }>(none).results).toEqual([]);
  });

  test("update --all with nothing new changes nothing", async () => {
    const before = tree(openclawSkillDir("main", "ux-nested"));
    expectCode(await openclaw("main", ["skills", "update", "--all"]), 0, "update --all");
    expect(tree(openclawSkillDir("main", "ux-nested"))).toEqual(before);
    expect(tree(openclawSkillDir("main", "ux-newest-blocked"))).toEqual(published["ux-newest-blocked@1.0.0"]);
  });
});

describe("clawhub CLI with unusual skills", () => {
  test.each([
    ["ux-unicode", "1.0.0"],
    ["ux-rc-only", "2.0.0-rc.1"],
    ["ux-many", "1.0.39"],
    ["ux-only-skill-md", "1.0.0"],
    ["ux-nested", "1.0.0"],
    ["ux-large", "1.0.0"],
    [SHORTEST, "1.0.0"],
    [LONGEST, "1.0.0"],
    ["ux-newest-blocked", "1.0.0"],
  ])("install %s brings the latest installable version's bytes (%s)", async (slug, version) => {
    expectCode(await cli("anon", "main", ["install", slug]), 0, `install ${slug}`);
    expect(tree(clawhubSkillDir("main", slug))).toEqual(published[`${slug}@${version}`]);
  });

  test("a prerelease installs by --version; a missing version and a blocked one are refused", async () => {
    expectCode(await cli("anon", "pre", ["install", "ux-pre", "--version", "1.1.0-beta.1"]), 0, "install prerelease");
    expect(tree(clawhubSkillDir("pre", "ux-pre"))).toEqual(published["ux-pre@1.1.0-beta.1"]);
    expectCode(await cli("anon", "missing", ["install", "ux-pre", "--version", "9.9.9"]), "failure", "install 9.9.9");
    expectCode(await cli("anon", "missing", ["install", "ux-newest-blocked", "--version", "1.1.0"]), "failure", "install blocked version");
    expect(readdirSync(path.join(root, "ch-work-missing", "skills"))).toEqual([]);
  });

  test("an org skill whose newest version is held installs the previous one", async () => {
    expectCode(await cli("anon", "held", ["install", `@${ORG}/ux-held`]), 0, "install held");
    expect(tree(path.join(root, "ch-work-held", "skills", `@${ORG}`, "ux-held"))).toEqual(published["ux-held@1.0.0"]);
  });

  test.each([
    ["every version blocked", "ux-all-blocked"],
    ["a deleted skill", "ux-deleted"],
    ["a hidden skill", "ux-hidden"],
  ])("%s is refused; nothing installed", async (_, slug) => {
    expectCode(await cli("anon", slug, ["install", slug]), "failure", `install ${slug}`);
    expect(existsSync(clawhubSkillDir(slug, slug))).toBe(false);
  });

  test("inspect lists all of many versions; search with no results exits 0", async () => {
    const inspected = await cli("anon", "main", ["inspect", "ux-many", "--versions", "--limit", "100"]);
    expectCode(inspected, 0, "inspect");
    expect(inspected.stdout.match(/^1\.0\.\d+\s/gm)).toHaveLength(40);
    expectCode(await cli("anon", "main", ["search", "zqxjv-nothing-matches"]), 0, "search nothing");
  });

  test("update --all with nothing new changes nothing", async () => {
    const before = tree(clawhubSkillDir("main", "ux-nested"));
    expectCode(await cli("anon", "main", ["update", "--all"]), 0, "update --all");
    expect(tree(clawhubSkillDir("main", "ux-nested"))).toEqual(before);
  });

  test("publish keeps a display name with emoji ZWJ sequences and a Persian ZWNJ", async () => {
    const token = (await createApiToken({ userId: publisher.userId, label: "unusual", scopes: ["read", "publish"] })).token;
    expectCode(await cli("publisher", "publish", ["login", "--token", token]), 0, "login");
    const dir = path.join(root, "src-zwj");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "SKILL.md"), skillMd("ux-zwj", "keep joiners in display names."));
    const name = "Lab 👩‍🔬 🏳️‍🌈 می‌خواهم";
    expectCode(await cli("publisher", "publish", ["publish", dir, "--slug", "ux-zwj", "--name", name, "--version", "1.0.0"]), 0, "publish");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "ux-zwj" } })).displayName).toBe(name);
  });
});

describe("latest moved back after install", () => {
  test("2.0.0 withdrawn or blocked: OpenClaw updates to 1.0.0; the clawhub CLI (never downgrades) keeps what it has", async () => {
    for (const slug of ["ux-back", "ux-back-blocked"]) {
      expectCode(await openclaw("back", ["skills", "install", slug]), 0, `openclaw install ${slug}`);
      expectCode(await cli("anon", "back", ["install", slug]), 0, `clawhub install ${slug}`);
    }
    await withdrawVersion({ actor: publisher, slug: "ux-back", version: "2.0.0" });
    await blockVersion({ actor: moderator, slug: "ux-back-blocked", version: "2.0.0", reason: "test block" });
    expect(((await (await fetch(`${serverUrl}/api/v1/skills/ux-back`)).json()) as { latestVersion: { version: string } }).latestVersion.version).toBe("1.0.0");

    expectCode(await openclaw("back", ["skills", "update", "--all"]), 0, "openclaw update --all");
    expect(tree(openclawSkillDir("back", "ux-back"))).toEqual(published["ux-back@1.0.0"]);
    expect(tree(openclawSkillDir("back", "ux-back-blocked"))).toEqual(published["ux-back-blocked@1.0.0"]);

    expectCode(await cli("anon", "back", ["update", "--all"]), 0, "clawhub update --all");
    expect(tree(clawhubSkillDir("back", "ux-back"))).toEqual(published["ux-back@2.0.0"]);
    // Asked for by version, it goes back.
    expectCode(await cli("anon", "back", ["update", "ux-back-blocked", "--version", "1.0.0", "--force"]), 0, "clawhub update --version");
    expect(tree(clawhubSkillDir("back", "ux-back-blocked"))).toEqual(published["ux-back-blocked@1.0.0"]);
  });

  test("a skill deleted after install: OpenClaw's update fails on it with ClawHub's JSON refusal and leaves the files", async () => {
    expectCode(await openclaw("later-deleted", ["skills", "install", "ux-later-deleted"]), 0, "install");
    await deleteSkill({ actor: publisher, slug: "ux-later-deleted" });
    const update = await openclaw("later-deleted", ["skills", "update", "--all"]);
    expectCode(update, "failure", "update --all");
    expect(update.output).not.toMatch(/malformed JSON/i);
    expect(tree(openclawSkillDir("later-deleted", "ux-later-deleted"))).toEqual(published["ux-later-deleted@2.0.0"]);
  });
});
