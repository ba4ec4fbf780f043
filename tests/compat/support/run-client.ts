// The third-party clients the compat suites drive, each run as a user runs it: one process per
// invocation, never prompting, with its own HOME, and its whole output kept for failure messages.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";

export type Run = { code: number | null; stdout: string; output: string };

/** The clawhub CLI from npm (its bin is still named after clawdhub). */
export const CLAWHUB_ENTRY = path.resolve(import.meta.dirname, "..", "..", "..", "node_modules", "clawhub", "bin", "clawdhub.js");

/** Runs `command` in `cwd` (created if missing); `output` is stdout and stderr as they came. */
export function runProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Run> {
  mkdirSync(options.cwd, { recursive: true });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, output })));
}

/**
 * The clawhub CLI (or the older clawdhub, `entry` + `configVariable`) against `serverUrl`, with its
 * config under `home`. FORCE_COLOR (set by npm test) is dropped: beside NO_COLOR it makes Node print
 * a warning into the output.
 */
export function runClawhub(
  options: { serverUrl: string; home: string; workdir: string; entry?: string; configVariable?: "CLAWHUB_CONFIG_PATH" | "CLAWDHUB_CONFIG_PATH" },
  args: string[],
): Promise<Run> {
  const { serverUrl, home, workdir } = options;
  const configVariable = options.configVariable ?? "CLAWHUB_CONFIG_PATH";
  const configFile = configVariable === "CLAWHUB_CONFIG_PATH" ? "clawhub.json" : "clawdhub.json";
  return runProcess(
    process.execPath,
    [options.entry ?? CLAWHUB_ENTRY, "--site", serverUrl, "--registry", serverUrl, "--workdir", workdir, "--no-input", ...args],
    {
      cwd: workdir,
      env: { ...process.env, FORCE_COLOR: undefined, HOME: home, [configVariable]: path.join(home, configFile), NO_COLOR: "1", CI: "1" },
    },
  );
}

/**
 * OpenClaw on its own Node (`node`, `entry`: the compat setup provides both) pointed at `serverUrl`
 * as a user points it, with only what it needs in its environment: none of the test process's own
 * settings (DATABASE_URL, tokens), and the ClawHub token it would read from CLAWHUB_TOKEN if given.
 */
export function runOpenclaw(
  options: { node: string; entry: string; serverUrl: string; home: string; cwd: string; tmp: string; token?: string },
  args: string[],
): Promise<Run> {
  return runProcess(options.node, [options.entry, ...args], {
    cwd: options.cwd,
    env: {
      NODE_ENV: "production",
      PATH: `${path.dirname(options.node)}${path.delimiter}${process.env.PATH ?? ""}`,
      HOME: options.home,
      TMPDIR: options.tmp,
      OPENCLAW_CLAWHUB_URL: options.serverUrl,
      CLAWHUB_DISABLE_TELEMETRY: "1",
      NO_COLOR: "1",
      CI: "1",
      ...(options.token ? { CLAWHUB_TOKEN: options.token } : {}),
    },
  });
}

/** Awaits a run and asserts it succeeded (exit 0) or was refused (any other exit), naming the command. */
export async function expectExit(run: Promise<Run>, expected: "ok" | "refused", command: string): Promise<Run> {
  const result = await run;
  if (expected === "ok") expect(result.code, `${command}\n${result.output}`).toBe(0);
  else expect(result.code, `${command}\n${result.output}`).not.toBe(0);
  return result;
}

/** The first JSON object a client wrote to stdout (OpenClaw may log lines around it). */
export function jsonOf<T>(run: Run): T {
  return JSON.parse(run.stdout.slice(run.stdout.indexOf("{"), run.stdout.lastIndexOf("}") + 1)) as T;
}
