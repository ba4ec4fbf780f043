// npm test: every suite, in an order that fails fast. Unit and integration tests need no build;
// compat (real clawhub CLI, skills-ref) and e2e (Chromium) run against a production build.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "../lib/cli/setup/ensure-build";
import { ensurePrismaClient } from "../lib/cli/setup/ensure-prisma-client";
import { ensureChromium } from "./setup/ensure-chromium";
import { ensurePostgres } from "./setup/ensure-postgres";

const started = Date.now();
const timings: string[] = [];

function step(name: string, command: string, args: string[]): void {
  const begin = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "1" } });
  timings.push(`${name}: ${((Date.now() - begin) / 1000).toFixed(1)}s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).\n${timings.join("\n")}`);
    process.exit(result.status ?? 1);
  }
}

/** A step run beside other work: its output is held back and printed when it ends, in one piece. */
function backgroundStep(name: string, command: string, args: string[], beside = "the build"): { done: Promise<void>; kill: () => void } {
  const begin = Date.now();
  // Into a file, not a pipe: the build blocks this process, and a full pipe would stall the step.
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), "sv-step-")), "output.log");
  const fd = openSync(logFile, "w");
  const child = spawn(command, args, { stdio: ["ignore", fd, fd], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "1" } });
  closeSync(fd);
  // A foreground step that fails exits the runner: this step goes with it.
  process.once("exit", () => child.kill("SIGTERM"));
  const done = new Promise<void>((resolve) => {
    child.on("close", (code, signal) => {
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(readFileSync(logFile));
      timings.push(`${name}: ${((Date.now() - begin) / 1000).toFixed(1)}s (beside ${beside})`);
      if (code !== 0) {
        console.error(`\n✗ ${name} failed (exit ${code ?? signal}).\n${timings.join("\n")}`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
  return { done, kill: () => child.kill("SIGTERM") };
}

const node = process.execPath;
const vitest = path.join("node_modules", "vitest", "vitest.mjs");

ensurePrismaClient();
ensureChromium();
await ensurePostgres();
// Lint (layers, floating promises: docs/decisions/029-linter-and-layers.md) and the typecheck each
// build the whole TypeScript program on one core: side by side they take the time of the slower one.
const lint = backgroundStep("lint", node, [path.join("node_modules", "eslint", "bin", "eslint.js"), "--max-warnings", "0", "."], "the typecheck");
step("typecheck", node, [path.join("node_modules", "typescript", "bin", "tsc"), "--noEmit"]);
step("unused files and exports (knip)", node, [path.join("node_modules", "knip", "bin", "knip.js")]);
step("formatting (prettier --check)", node, [path.join("node_modules", "prettier", "bin", "prettier.cjs"), "--check", "--log-level", "warn", "."]);
await lint.done;
step("unit + integration + fuzz + security", node, [
  vitest,
  "run",
  "--project",
  "unit",
  "--project",
  "integration",
  "--project",
  "fuzz",
  "--project",
  "security",
]);
// Faults restart their own PostgreSQL cluster, kill processes and fill a tmpfs, one file at a time,
// and mostly wait while doing it; the build mostly computes. They need nothing from the build, so
// they run side by side (about a minute saved).
const faults = backgroundStep("fault", node, [vitest, "run", "--project", "fault"]);
// The compat suite's third-party clients (OpenClaw, clawdhub) install from npm on first use:
// network and disk, so it overlaps the build too (a no-op once they are in the client cache).
const clients = backgroundStep("compat clients", node, ["--import", "tsx", path.join("tests", "setup", "ensure-clients.ts")]);
const buildBegin = Date.now();
try {
  ensureBuild();
} catch (error) {
  faults.kill();
  clients.kill();
  throw error;
}
timings.push(`build: ${((Date.now() - buildBegin) / 1000).toFixed(1)}s`);
await faults.done;
await clients.done;
// Compat (real CLI processes against their own server and database) and e2e (one Chromium page at
// a time against another) each leave a core mostly idle while they wait: side by side they take
// about the time of e2e alone. Compat's output is printed when it ends, after e2e's.
const compat = backgroundStep("compat", node, [vitest, "run", "--project", "compat", "--passWithNoTests"], "e2e");
step("e2e", node, [path.join("node_modules", "@playwright", "test", "cli.js"), "test"]);
await compat.done;
console.log(`\n✓ all suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s\n${timings.join("\n")}`);
