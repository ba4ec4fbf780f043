// Every command-line failure is one line on stderr (what, why, what to do) and a non-zero exit,
// never a stack trace; LOG_LEVEL=debug adds the trace. The commands run as real processes.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "sv-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Result = { code: number | null; out: string; err: string };

function run(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const merged: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", DATABASE_URL: undefined, ...env };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: merged, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

const STACK_LINE = /^\s+at .+/m;

function expectOneLine(result: Result, code: number, pattern: RegExp): void {
  expect(result.code, result.err).toBe(code);
  expect(result.err).not.toMatch(STACK_LINE);
  // Progress notes ("[hub] waiting for …") may come first; the failure itself is one line.
  const lines = result.err
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("["));
  expect(lines[0]).toMatch(/^error: /);
  expect(lines[0]).toMatch(pattern);
  // Usage mistakes add the usage text after a blank line; anything else is the one line.
  if (code !== 2) expect(lines).toHaveLength(1);
}

describe("CLI failures", () => {
  test("usage mistakes: one line, the usage, exit 2", async () => {
    expectOneLine(await run("lib/cli/hub.ts", ["frobnicate"]), 2, /unknown command 'frobnicate'/);
    expectOneLine(await run("lib/cli/hub.ts", ["user", "create", "x", "--role"]), 2, /--role needs a value/);
    expectOneLine(await run("lib/cli/hub.ts", ["token", "create", "x", "--scopes", "read,root"]), 2, /unknown scope/);
    expectOneLine(await run("lib/cli/db-diff.ts", ["Bad-Name"]), 2, /lower-case letters/);
  }, 180_000);

  test("asking for help is no mistake: the usage on stdout, exit 0", async () => {
    for (const args of [["--help"], ["-h"], ["help"], ["user", "create", "--help"]]) {
      const result = await run("lib/cli/hub.ts", args);
      expect(result.code, args.join(" ")).toBe(0);
      expect(result.out).toMatch(/^usage: npm run hub/);
      expect(result.err).toBe("");
    }
  }, 180_000);

  test("a bad environment variable names the variable", async () => {
    expectOneLine(await run("lib/cli/hub.ts", ["seed"], { PORT: "not-a-port" }), 1, /invalid environment configuration: .*PORT/);
    expectOneLine(await run("lib/cli/start.ts", [], { LOG_LEVEL: "loud" }), 1, /LOG_LEVEL/);
  }, 180_000);

  test("failures of the work itself say what to do", async () => {
    expectOneLine(await run("lib/cli/hub.ts", ["user", "create", "Not A Handle!"]), 1, /Handles use letters/);
    expectOneLine(await run("lib/cli/hub.ts", ["token", "create", "nobody-here"]), 1, /no user 'nobody-here': create it first/);
    expectOneLine(await run("lib/cli/hub.ts", ["seed"], { DATA_DIR: "/dev/null/data" }), 1, /not a folder/);
    expectOneLine(await run("lib/cli/hub.ts", ["seed"], { DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" }), 1, /127\.0\.0\.1:1/);
  }, 180_000);

  test("a database held by a live process that does not share it: DATABASE_BUSY after a short wait", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(path.join(dataDir, "pglite.lock"), String(holder.pid));
      const result = await run("lib/cli/hub.ts", ["seed"]);
      expectOneLine(result, 1, new RegExp(`process ${holder.pid}.*wait for it to finish.*DATABASE_BUSY`));
    } finally {
      holder.kill("SIGKILL");
      rmSync(path.join(dataDir, "pglite.lock"), { force: true });
    }
  }, 180_000);

  test("LOG_LEVEL=debug adds the stack trace", async () => {
    const result = await run("lib/cli/hub.ts", ["seed"], { DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none", LOG_LEVEL: "debug" });
    expect(result.code).toBe(1);
    expect(result.err.split("\n")[0]).toMatch(/^error: /);
    expect(result.err).toMatch(STACK_LINE);
  }, 180_000);
});
