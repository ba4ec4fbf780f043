// Runs a fixture script (tests/e2e/support/publish-*-fixtures.ts) against the e2e server's database.
import { execFileSync } from "node:child_process";
import path from "node:path";

export function runFixtureScript(name: string): void {
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", name)], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    stdio: "pipe",
    timeout: 170_000,
  });
}
