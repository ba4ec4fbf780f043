// Test projects: unit (pure, no services), integration (real PostgreSQL, one database per file),
// compat (real third-party clients against a built server). `npm test` runs them all.
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const env = { NODE_ENV: "test" as const, RATE_LIMIT_DISABLED: "0", LOG_LEVEL: "warn" };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine.
    // Test files spend much of their time waiting on PostgreSQL and child processes, so one more
    // worker than cores keeps both busy (the unit+integration step: ~280 s → ~230 s here).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias },
        // Unit tests share the machine with the database-backed suites running beside them: a
        // generous timeout keeps a busy CI from failing a correct test (speed is the benches' job).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", env, testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/global-postgres.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Hostile input (fast-check, thousands of cases): archives, frontmatter, every route's
        // params and bodies against a real database. FUZZ_RUNS / FUZZ_SEED override the defaults.
        resolve: { alias },
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          environment: "node",
          // next-auth imports "next/server" without an extension; inlined, Vite resolves it.
          server: { deps: { inline: ["next-auth", "@auth/core"] } },
          env,
          globalSetup: ["tests/setup/global-postgres.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Security tests against route handlers and a real database (path traversal, IDOR, scopes,
        // CSRF, rate limits). Browser-level ones (stored XSS, headers on pages) are Playwright specs.
        resolve: { alias },
        test: {
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/global-postgres.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Faults: PostgreSQL restarted (a throw-away cluster of its own), publish killed, search
        // backend down, embedded database out of disk, backup and restore. One file at a time.
        resolve: { alias },
        test: {
          name: "fault",
          include: ["tests/fault/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/global-postgres.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "compat",
          include: ["tests/compat/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/global-postgres.ts", "tests/setup/global-clients.ts", "tests/setup/global-server.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files share the one server but not accounts or CLI config (each has its own HOME and
          // handles); they spend their time waiting on CLI processes, so they overlap well.
        },
      },
    ],
  },
});
