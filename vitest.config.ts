// Test projects: unit (pure, no services), integration (real PostgreSQL, one database per file),
// compat (real third-party clients against a built server). `npm test` runs them all.
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const env = { NODE_ENV: "test" as const, RATE_LIMIT_DISABLED: "0", LOG_LEVEL: "warn" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", env },
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
        resolve: { alias },
        test: {
          name: "compat",
          include: ["tests/compat/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/global-postgres.ts", "tests/setup/global-server.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
