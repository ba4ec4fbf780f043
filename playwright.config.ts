// End-to-end tests in Debian's Chromium against the production build on a fresh database.
import { defineConfig } from "@playwright/test";

// E2E_PORT lets two runs on one machine (e.g. security specs next to e2e) use different ports.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);

export default defineConfig({
  // End-to-end specs, and the security specs that need a real browser (stored XSS, CSRF on forms,
  // headers on every page) against the same server.
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "security/**/*.spec.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
