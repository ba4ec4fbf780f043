// The older clawdhub CLI (0.3.0, the name before clawhub; installed on demand into the client
// cache) against a built Skillvault: login with a token, publish a folder, search, install the
// exact published bytes, update to the next version, and its message for an unknown skill.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { runClawhub, type Run } from "./support/run-client";

const serverUrl = inject("serverUrl");
const clawdhub = inject("clawdhubEntry");
const root = mkdtempSync(path.join(tmpdir(), "clawdhub-cli-"));
const home = path.join(root, "home");
const workdir = path.join(root, "work");

function cli(args: string[]): Promise<Run> {
  return runClawhub({ serverUrl, home, workdir, entry: clawdhub, configVariable: "CLAWDHUB_CONFIG_PATH" }, args);
}

async function ok(args: string[]): Promise<string> {
  const run = await cli(args);
  expect(run.code, `clawdhub ${args.join(" ")}\n${run.output}`).toBe(0);
  return run.output;
}

function tree(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) Object.assign(out, tree(full, rel));
    else out[rel] = createHash("sha256").update(readFileSync(full)).digest("hex");
  }
  return out;
}

function writeSkill(dir: string, script: string): string {
  mkdirSync(path.join(dir, "scripts"), { recursive: true });
  writeFileSync(
    path.join(dir, "SKILL.md"),
    "---\nname: legacy-notes\ndescription: Keeps short meeting notes in a markdown file.\n---\n\n# legacy-notes\n\nUse this skill when the user asks to take meeting notes.\n",
  );
  writeFileSync(path.join(dir, "scripts", "note.sh"), script);
  return dir;
}

let token = "";
const v1 = path.join(root, "src-v1", "legacy-notes");
const v2 = path.join(root, "src-v2", "legacy-notes");

beforeAll(async () => {
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  const user = await createUser({ handle: "clawdhub-user" });
  token = (await createApiToken({ userId: user.id, label: "compat", scopes: ["read", "publish"] })).token;
  mkdirSync(home, { recursive: true });
  mkdirSync(workdir, { recursive: true });
});
afterAll(() => closeDb());

describe("clawdhub 0.3.0 against Skillvault", () => {
  test("login --token verifies the token with whoami and stores it", async () => {
    expect(await ok(["login", "--token", token])).toContain("@clawdhub-user");
    expect(JSON.parse(readFileSync(path.join(home, "clawdhub.json"), "utf8"))).toMatchObject({ registry: serverUrl, token });
    expect(await ok(["whoami"])).toContain("clawdhub-user");
  });

  test("publish uploads a folder; the stored files are exactly its bytes", async () => {
    writeSkill(v1, '#!/bin/sh\necho "$*" >> notes.md\n');
    expect(await ok(["publish", v1, "--slug", "legacy-notes", "--name", "Legacy Notes", "--version", "1.0.0", "--changelog", "first"])).toContain(
      "Published legacy-notes@1.0.0",
    );
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "legacy-notes" }, version: "1.0.0" }, include: { files: true } });
    expect(Object.fromEntries(version.files.map((file) => [file.path, file.sha256]))).toEqual(tree(v1));
  });

  test("search finds it; install writes the published bytes; update brings the next version", async () => {
    expect(await ok(["search", "meeting notes"])).toContain("legacy-notes");
    expect(await ok(["install", "legacy-notes"])).toMatch(/Installed legacy-notes/);
    expect(tree(path.join(workdir, "skills", "legacy-notes"))).toEqual(tree(v1));
    writeSkill(v2, "#!/bin/sh\nprintf '%s\\n' \"$*\" >> notes.md\n");
    await ok(["publish", v2, "--slug", "legacy-notes", "--version", "1.0.1"]);
    expect(await ok(["update", "legacy-notes"])).toContain("1.0.1");
    expect(tree(path.join(workdir, "skills", "legacy-notes"))).toEqual(tree(v2));
  });

  test("an unknown skill fails with a message, not a stack trace", async () => {
    const run = await cli(["install", "no-such-legacy-skill"]);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/Skill not found/i);
  });
});
