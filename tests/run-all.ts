// npm test: every suite, in an order that fails fast. Unit and integration tests need no build;
// compat (real clawhub CLI, skills-ref) and e2e (Chromium) run against a production build.
import { spawnSync } from "node:child_process";
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

const node = process.execPath;
const vitest = path.join("node_modules", "vitest", "vitest.mjs");

ensurePrismaClient();
ensureChromium();
await ensurePostgres();
step("typecheck", node, [path.join("node_modules", "typescript", "bin", "tsc"), "--noEmit"]);
step("unit + integration + fuzz + security", node, [vitest, "run", "--project", "unit", "--project", "integration", "--project", "fuzz", "--project", "security"]);
// Faults restart their own PostgreSQL cluster, kill processes and fill a tmpfs: one file at a time.
step("fault", node, [vitest, "run", "--project", "fault"]);
const buildBegin = Date.now();
ensureBuild();
timings.push(`build: ${((Date.now() - buildBegin) / 1000).toFixed(1)}s`);
step("compat", node, [vitest, "run", "--project", "compat", "--passWithNoTests"]);
step("e2e", node, [path.join("node_modules", "@playwright", "test", "cli.js"), "test"]);
console.log(`\n✓ all suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s\n${timings.join("\n")}`);
