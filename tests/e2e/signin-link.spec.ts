// Staff sign in again without GitHub (issue 15's dev sign-in guard, issue 25's first admin): the
// admin CLI prints a one-time link (`npm run hub -- user signin-link <handle>`, beside the running
// site), opening it changes nothing (link previewers may fetch it), its button signs the admin in
// with a normal session that reaches /moderation, and the link then stops working.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { uniqueHandle } from "./support/site-session";

function hub(args: string[], env: Record<string, string | undefined> = {}): string {
  const merged: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn", ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), ...args], {
    env: merged,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 60_000,
  });
}

test("an admin refused by development sign-in signs in with a link from the admin CLI and reaches moderation", async ({ page, request, baseURL }) => {
  const handle = uniqueHandle("link-admin");
  hub(["user", "create", handle, "--role", "admin"]);

  // Development sign-in refuses the admin and says what to do instead; so does the sign-in page.
  await page.goto("/signin?callbackUrl=%2Fmoderation");
  await expect(page.getByTestId("signin-link-hint")).toContainText("npm run hub -- user signin-link");
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("form-error")).toContainText(`npm run hub -- user signin-link ${handle}`);
  await expect(page.getByTestId("dev-login-banner")).toContainText("Not as moderators, admins or GitHub-linked accounts");

  // Without HUB_PUBLIC_URL the link is built from PORT, and the CLI says so.
  const fromPort = hub(["user", "signin-link", handle], { HUB_PUBLIC_URL: undefined, PORT: String(E2E_PORT) });
  expect(fromPort).toContain("base URL from PORT");
  expect(fromPort.trim().split("\n").at(-1)).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/signin/link\\?code=[A-Za-z0-9_-]{43}$`));

  // A newer link replaces that one; this one is built from HUB_PUBLIC_URL.
  const printed = hub(["user", "signin-link", handle], { HUB_PUBLIC_URL: baseURL });
  expect(printed).toContain("base URL from HUB_PUBLIC_URL");
  const link = printed.trim().split("\n").at(-1)!;
  expect(link.startsWith(`${baseURL}/signin/link?code=`)).toBe(true);

  // Fetched by a previewer (GET, twice): nothing is used up.
  for (let i = 0; i < 2; i++) expect((await request.get(link)).status()).toBe(200);
  await page.goto(fromPort.trim().split("\n").at(-1)!.replace(`http://localhost:${E2E_PORT}`, baseURL!));
  await expect(page.getByTestId("signin-link-invalid")).toBeVisible();

  await page.goto(link);
  await page.getByRole("button", { name: `Sign in as @${handle}` }).click();
  await expect(page).toHaveURL(`${baseURL}/moderation`);
  await expect(page.getByTestId("moderation-forbidden")).toHaveCount(0);
  await expect(page.getByTestId("queue-versions")).toBeVisible();
  await expect(page.getByTestId("account-menu")).toBeVisible();

  // Used: the same link is refused, in this browser and any other.
  await page.goto(link);
  await expect(page.getByTestId("signin-link-used")).toBeVisible();
  await expect(page.getByRole("button", { name: `Sign in as @${handle}` })).toHaveCount(0);
});

test("the CLI refuses unknown handles with one line and exit 1", () => {
  let failure: { status: number | null; stderr: string } | null = null;
  try {
    hub(["user", "signin-link", uniqueHandle("nobody")]);
  } catch (error) {
    failure = error as { status: number | null; stderr: string };
  }
  expect(failure?.status).toBe(1);
  expect(failure?.stderr).toContain("(USER_NOT_FOUND)");
  expect(failure?.stderr).not.toMatch(/^\s+at /m);
});
