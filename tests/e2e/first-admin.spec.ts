// A new operator's first `npm start`, for real: a fresh embedded DATA_DIR, the one-time setup link
// it prints making the account that completes it the first admin (then refused), admin commands
// beside the running site, and next-server coming back after being killed.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_EMBEDDED_PORT } from "./e2e-ports";

test.describe.configure({ mode: "serial" });

const dataDir = mkdtempSync(path.join(tmpdir(), "sv-e2e-start-"));
const site = `http://localhost:${E2E_EMBEDDED_PORT}`;
let start: ChildProcess;
let output = "";
let setupLink = "";

/** Resolves once `npm start` has printed a line matching `pattern`; its match. */
function printed(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not print ${pattern} in time:\n${output.slice(-4000)}`)), timeoutMs);
    const check = () => {
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        start.stdout!.off("data", check);
        resolve(match);
      }
    };
    start.stdout!.on("data", check);
    check();
  });
}

function hub(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", path.join("lib", "cli", "hub.ts"), ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

async function devSignIn(page: Page, handle: string): Promise<void> {
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(E2E_EMBEDDED_PORT), LOG_LEVEL: "info" };
  for (const key of ["DATABASE_URL", "HUB_PUBLIC_URL", "AUTH_SECRET", "AUTH_URL", "HUB_DEV_LOGIN", "NODE_ENV"]) delete env[key];
  // node with tsx's loader, not the tsx CLI: signals reach lib/cli/start.ts itself.
  start = spawn(process.execPath, ["--import", "tsx", path.join("lib", "cli", "start.ts")], { env, stdio: ["ignore", "pipe", "pipe"] });
  start.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  start.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await printed(/Skillvault is running at (\S+)/, 220_000);
  setupLink = (await printed(/^\[start\] +(http\S+\/setup\?code=\S+)$/m, 5_000))[1]!;
});

test.afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once("exit", resolve));
    start.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("npm start on a fresh DATA_DIR prints the site URL and a one-time setup link", () => {
  expect(output).toContain(`Skillvault is running at ${site}`);
  expect(setupLink.startsWith(`${site}/setup?code=`)).toBe(true);
  expect(output).not.toMatch(/^\s+at .+/m);
});

test("a mistyped setup link is refused while no admin exists", async ({ page }) => {
  await page.goto(`${site}/setup?code=${"x".repeat(43)}`);
  await expect(page.getByTestId("setup-invalid")).toBeVisible();
});

test("the setup link makes the account that completes it the first admin, then stops working", async ({ page, browser }) => {
  await page.goto(setupLink);
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await devSignIn(page, "first-owner");
  await expect(page).toHaveURL(setupLink);
  await expect(page.getByText("Make @first-owner the administrator")).toBeVisible();
  await page.getByRole("button", { name: "Become administrator" }).click();
  await expect(page).toHaveURL(`${site}/moderation`);
  await expect(page.getByTestId("moderation-forbidden")).toHaveCount(0);
  await expect(page.getByTestId("queue-versions")).toBeVisible();

  // Used: the same link is refused, to the new admin and to anyone else.
  await page.goto(setupLink);
  await expect(page.getByTestId("setup-refused")).toBeVisible();
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`${site}/signin?callbackUrl=${encodeURIComponent(setupLink.slice(site.length))}`);
  await devSignIn(stranger, "late-comer");
  await expect(stranger.getByTestId("setup-refused")).toBeVisible();
  await expect(stranger.getByRole("button", { name: "Become administrator" })).toHaveCount(0);
  await stranger.goto(`${site}/moderation`);
  await expect(stranger.getByTestId("moderation-forbidden")).toBeVisible();
  await other.close();
});

test("admin commands work beside the running site, and the token they mint works against it", async ({ request }) => {
  const created = await hub(["user", "create", "cli-admin", "--role", "admin"]);
  expect(created.code, created.err).toBe(0);
  const token = await hub(["token", "create", "cli-admin", "--scopes", "read,admin"]);
  expect(token.code, token.err).toBe(0);
  const secret = token.out.trim().split("\n").at(-1)!;
  const whoami = await request.get(`${site}/api/v1/whoami`, { headers: { authorization: `Bearer ${secret}` } });
  expect(whoami.status()).toBe(200);
  expect((await whoami.json()).user).toMatchObject({ handle: "cli-admin", role: "admin" });
});

test("a killed next-server is restarted and serves again", async ({ request }) => {
  // The server holds the embedded database: the lock names its process.
  const serverPid = Number(readFileSync(path.join(dataDir, "pglite.lock"), "utf8").split(" ")[0]);
  expect(serverPid).toBeGreaterThan(0);
  expect(serverPid).not.toBe(start.pid);
  process.kill(serverPid, "SIGKILL");
  await printed(/the server was killed by SIGKILL; restarting it/, 10_000);
  await printed(/the server is back up at/, 90_000);
  expect((await request.get(`${site}/api/health`)).status()).toBe(200);
  const again = await hub(["user", "create", "after-restart"]);
  expect(again.code, again.err).toBe(0);
});
