// The real programs the mirror test drives: `npm run hub` (as node --import tsx lib/cli/hub.ts, on the
// mirror's database) and the real clawhub CLI from npm, each as its own process.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../../..");
const clawhubBin = path.join(repo, "node_modules", "clawhub", "bin", "clawdhub.js");

export type Run = { code: number | null; out: string; err: string };

function collect(child: ChildProcess, onLine?: (line: string) => void): Promise<Run> {
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (onLine) for (const line of chunk.toString().split("\n")) if (line) onLine(line);
  });
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

/** `npm run hub -- <args>` against the given database. `onLine` sees stdout as it comes. */
export function hub(databaseUrl: string, args: string[], onLine?: (line: string) => void): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "info", MIRROR_TIMEOUT_SECONDS: "5", MIRROR_MAX_WAIT_SECONDS: "10" };
  delete env.FORCE_COLOR;
  return collect(
    spawn(process.execPath, ["--import", "tsx", path.join(repo, "lib/cli/hub.ts"), ...args], { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] }),
    onLine,
  );
}

/** The clawhub CLI with its own HOME and working directory, never prompting. */
export function clawhub(registry: string, home: string, workdir: string, args: string[]): Promise<Run> {
  mkdirSync(workdir, { recursive: true });
  mkdirSync(home, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, CLAWHUB_CONFIG_PATH: path.join(home, "clawhub.json"), NO_COLOR: "1", CI: "1" };
  delete env.FORCE_COLOR;
  return collect(
    spawn(process.execPath, [clawhubBin, "--site", registry, "--registry", registry, "--workdir", workdir, "--no-input", ...args], {
      cwd: workdir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
}

/** The real OpenClaw CLI (its own Node 24) pointed at `registry`, with its own HOME. */
export function openclaw(node: string, entry: string, registry: string, home: string, args: string[]): Promise<Run> {
  mkdirSync(home, { recursive: true });
  const env = {
    NODE_ENV: "production" as const,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
    HOME: home,
    OPENCLAW_CLAWHUB_URL: registry,
    CLAWHUB_DISABLE_TELEMETRY: "1",
    NO_COLOR: "1",
    CI: "1",
    TMPDIR: home,
  };
  return collect(spawn(node, [entry, ...args], { cwd: home, env, stdio: ["ignore", "pipe", "pipe"] }));
}

/** A `skills/<name>` folder holding a SKILL.md somewhere under `dir` (where OpenClaw installed it). */
export function findSkillDir(dir: string, names: string[], depth = 0): string | null {
  if (depth > 6 || !existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (names.includes(name) && path.basename(dir) === "skills" && existsSync(path.join(full, "SKILL.md"))) return full;
    const nested = findSkillDir(full, names, depth + 1);
    if (nested) return nested;
  }
  return null;
}
