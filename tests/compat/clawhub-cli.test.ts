// The real clawhub CLI (0.23.x) against a built Skillvault: login --token, whoami, publish, sync,
// search, explore, inspect, install, update, list, star, delete/undelete, scan, a withdrawn version, a
// route we do not host and an unknown skill. Installed files must be byte-for-byte the published ones.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { tree } from "./support/installed-tree";
import { runClawhub, type Run } from "./support/run-client";

const serverUrl = inject("serverUrl");
const root = mkdtempSync(path.join(tmpdir(), "clawhub-cli-"));

/** One CLI invocation with its own config (HOME) and working directory, never prompting. */
function cli(home: string, args: string[], workdir = path.join(root, "work")): Promise<Run> {
  return runClawhub({ serverUrl, home, workdir }, args);
}

async function ok(home: string, args: string[], workdir?: string): Promise<string> {
  const run = await cli(home, args, workdir);
  expect(run.code, `clawhub ${args.join(" ")}\n${run.output}`).toBe(0);
  return run.output;
}

/** --json output: stdout alone, since Node may print a process warning "(node:PID) …" on stderr. */
async function okJson<T>(home: string, args: string[]): Promise<T> {
  const run = await cli(home, args);
  expect(run.code, `clawhub ${args.join(" ")}\n${run.output}`).toBe(0);
  return JSON.parse(run.stdout) as T;
}

function writeSkill(dir: string, name: string, body: string, extra: Record<string, string | Uint8Array> = {}): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "SKILL.md"),
    `---\nname: ${name}\ndescription: ${body}\n---\n\n# ${name}\n\nUse this skill when the user asks for ${body.toLowerCase()}\n`,
  );
  for (const [file, content] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const publisherHome = path.join(root, "home-publisher");
const fanHome = path.join(root, "home-fan");
const icon = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 0, 255]);
let publisherToken = "";
let fanToken = "";

beforeAll(async () => {
  // Accounts are created straight in the server's database, as `npm run hub` would.
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  const publisher = await createUser({ handle: "cli-publisher" });
  publisherToken = (await createApiToken({ userId: publisher.id, label: "compat", scopes: ["read", "publish"] })).token;
  const fan = await createUser({ handle: "cli-fan" });
  fanToken = (await createApiToken({ userId: fan.id, label: "compat", scopes: ["read"] })).token;
  mkdirSync(publisherHome, { recursive: true });
  mkdirSync(fanHome, { recursive: true });
});
afterAll(() => closeDb());

const v1 = path.join(root, "src-v1", "hello-world");
const v2 = path.join(root, "src-v2", "hello-world");

describe("clawhub CLI against Skillvault", () => {
  test("login --token stores the token; whoami names the account", async () => {
    expect(await ok(publisherHome, ["login", "--token", publisherToken])).toContain("@cli-publisher");
    const stored = JSON.parse(readFileSync(path.join(publisherHome, "clawhub.json"), "utf8")) as { token: string; registry: string };
    expect(stored).toEqual({ registry: serverUrl, token: publisherToken });
    expect(await ok(publisherHome, ["whoami"])).toContain("cli-publisher");
    await ok(fanHome, ["login", "--token", fanToken]);
  });

  test("a bad token is refused at login with the CLI's authentication message", async () => {
    const home = mkdtempSync(path.join(root, "home-bad-"));
    const run = await cli(home, ["login", "--token", "clh_definitely-not-valid"]);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/Unknown API token|Authentication failed/);
  });

  test("publish uploads every file and stores exactly those bytes; publishing it again is a no-op", async () => {
    writeSkill(v1, "hello-world", "Greets people politely.", { "scripts/greet.sh": "#!/bin/sh\necho hello\n", "assets/icon.png": icon });
    const output = await ok(publisherHome, ["publish", v1, "--slug", "hello-world", "--name", "Hello World", "--version", "1.0.0", "--changelog", "first"]);
    expect(output).toContain("Published hello-world@1.0.0");
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "hello-world" }, version: "1.0.0" }, include: { files: true } });
    expect(Object.fromEntries(version.files.map((f) => [f.path, f.sha256]))).toEqual(tree(v1));
    expect(version.changelog).toBe("first");
    expect(await ok(publisherHome, ["publish", v1, "--slug", "hello-world"])).toContain("already published");
  });

  test("sync publishes new skills and bumps changed ones, skipping what is unchanged", async () => {
    const workdir = path.join(root, "sync-work");
    cpSync(v1, v2, { recursive: true });
    writeFileSync(path.join(v2, "scripts/greet.sh"), "#!/bin/sh\necho hello again\n");
    cpSync(v2, path.join(workdir, "skills", "hello-world"), { recursive: true });
    writeSkill(path.join(workdir, "skills", "sync-one"), "sync-one", "Syncs one thing.");
    const output = await ok(publisherHome, ["sync", "--all"], workdir);
    expect(output).toContain("sync-one");
    expect((await db.skillVersion.findMany({ where: { skill: { slug: "hello-world" } }, orderBy: { createdAt: "asc" } })).map((v) => v.version)).toEqual([
      "1.0.0",
      "1.0.1",
    ]);
    expect(await db.skillVersion.count({ where: { skill: { slug: "sync-one" }, version: "1.0.0" } })).toBe(1);
    expect(await ok(publisherHome, ["sync", "--all"], workdir)).toMatch(/Nothing to sync|Already synced/);
  });

  test("search and explore find the published skills", async () => {
    expect(await ok(fanHome, ["search", "greets politely"])).toContain("hello-world");
    expect(await ok(fanHome, ["search", "hello", "--prefix"])).toContain("hello-world");
    const explore = await okJson<{ items: Array<{ slug: string }> }>(fanHome, ["explore", "--json", "--limit", "10"]);
    expect(explore.items.map((item) => item.slug)).toEqual(expect.arrayContaining(["hello-world", "sync-one"]));
    expect(await ok(fanHome, ["explore", "--sort", "downloads"])).toContain("sync-one");
  });

  test("inspect shows the skill, its versions, its files and a file's bytes", async () => {
    const inspected = await ok(fanHome, ["inspect", "hello-world", "--versions", "--files"]);
    expect(inspected).toContain("hello-world");
    expect(inspected).toContain("1.0.1");
    expect(inspected).toContain("scripts/greet.sh");
    expect(inspected).toContain("CLEAN");
    expect(await ok(fanHome, ["inspect", "hello-world", "--file", "scripts/greet.sh", "--version", "1.0.0"])).toContain("echo hello");
    const json = await okJson<{ owner: { handle: string }; latestVersion: { version: string } }>(fanHome, ["inspect", "@cli-publisher/hello-world", "--json"]);
    expect(json).toMatchObject({ owner: { handle: "cli-publisher" }, latestVersion: { version: "1.0.1" } });
  });

  test("install writes the published bytes; list shows it; update brings the next version's bytes", async () => {
    const workdir = path.join(root, "install-work");
    expect(await ok(fanHome, ["install", "hello-world", "--version", "1.0.0"], workdir)).toContain("Installed");
    expect(tree(path.join(workdir, "skills", "hello-world"))).toEqual(tree(v1));
    expect(await ok(fanHome, ["list"], workdir)).toContain("hello-world  1.0.0");
    expect(await ok(fanHome, ["update", "hello-world"], workdir)).toContain("1.0.1");
    expect(tree(path.join(workdir, "skills", "hello-world"))).toEqual(tree(v2));
    expect(await ok(fanHome, ["update", "--all"], workdir)).toMatch(/up to date/);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "hello-world" } });
    // One person, one day: both downloads count once, and the CLI's install report once.
    expect({ downloads: skill.downloads, installs: skill.installs }).toEqual({ downloads: 1, installs: 1 });
  });

  test("star (idempotent) and unstar", async () => {
    expect(await ok(fanHome, ["star", "hello-world", "--yes"])).toContain("Starred hello-world");
    expect(await ok(fanHome, ["star", "hello-world", "--yes"])).toContain("already starred");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hello-world" } })).stars).toBe(1);
    await ok(fanHome, ["unstar", "hello-world", "--yes"]);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hello-world" } })).stars).toBe(0);
  });

  test("delete hides the skill from installers; undelete brings it back", async () => {
    expect(await ok(publisherHome, ["delete", "sync-one", "--yes"])).toContain("Slug reserved until");
    const gone = await cli(fanHome, ["install", "sync-one"], path.join(root, "deleted-work"));
    expect(gone.code).not.toBe(0);
    expect(gone.output).toContain("was deleted");
    await ok(publisherHome, ["undelete", "sync-one", "--yes"]);
    expect(await ok(fanHome, ["install", "sync-one"], path.join(root, "deleted-work"))).toContain("Installed");
  });

  test("a withdrawn version cannot be installed; the error says why", async () => {
    await ok(publisherHome, ["delete", "hello-world", "--version", "1.0.0", "--yes"]);
    const run = await cli(fanHome, ["install", "hello-world", "--version", "1.0.0"], path.join(root, "withdrawn-work"));
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("withdrawn");
    await ok(publisherHome, ["undelete", "hello-world", "--version", "1.0.0", "--yes"]);
  });

  test("scan answers from our scanner's report, and saves it as a ZIP", async () => {
    const output = await ok(fanHome, ["scan", "--slug", "cli-publisher/hello-world", "--version", "1.0.1", "--output", "scan.zip"]);
    expect(output).toContain("Scan complete");
    expect(output).toMatch(/Static Analysis\s+Status: CLEAN/);
    expect(statSync(path.join(root, "work", "scan.zip")).size).toBeGreaterThan(100);
  });

  test("what this registry does not host is said plainly, never as a TLS failure", async () => {
    const run = await cli(fanHome, ["package", "explore", "weather"]);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("hosts skills only");
    expect(run.output).not.toMatch(/TLS|certificate|Network request failed/);
  });

  test("an unknown skill: the CLI's own 'Skill not found' message", async () => {
    const run = await cli(fanHome, ["install", "no-such-skill"], path.join(root, "missing-work"));
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("Skill not found or unavailable to this account.");
  });
});
