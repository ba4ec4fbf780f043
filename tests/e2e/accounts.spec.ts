// Accounts in a real browser against the production build: development sign-in, creating an API
// token (shown once) and revoking it, confirming a CLI device login, CSRF refusal, accessibility.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { shootCurrent } from "./support/site-session";

function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function devSignIn(page: Page, handle: string) {
  await page.goto("/settings/tokens");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("dev sign-in → create token (shown once) → use it → revoke it", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByTestId("dev-login-banner")).toBeVisible();

  const handle = uniqueHandle("e2e");
  await devSignIn(page, handle);
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByText(`@${handle}`).first()).toBeVisible();
  await expect(page.getByTestId("dev-login-banner")).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("authjs.session-token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Label").fill("e2e laptop");
  await expect(page.getByLabel("admin")).toHaveCount(0); // not an admin: cannot grant admin
  await page.getByLabel("Expires").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByTestId("new-token");
  await expect(shown).toBeVisible();
  const token = (await shown.textContent()) ?? "";
  expect(token).toMatch(/^clh_[A-Za-z0-9_-]{43}$/);

  const row = page.getByTestId("token-row").filter({ hasText: "e2e laptop" });
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await shootCurrent(page, "settings-tokens");
  await expect(row).toContainText("read, publish");
  await expect(row).toContainText("never"); // last used

  const me = await request.get("/api/v1/whoami", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({ handle, role: "user" });

  await page.reload();
  await expect(page.getByTestId("new-token")).toHaveCount(0); // never shown again
  await expect(row).toHaveCount(1);

  // Revoking asks first (tests/e2e/newcomer-rough-edges.spec.ts checks the confirmation itself).
  await row.getByTestId("revoke-token").locator("summary").click();
  await row.getByTestId("revoke-confirm").click();
  await expect(page.getByTestId("token-row").filter({ hasText: "e2e laptop" })).toHaveCount(0);
  const after = await request.get("/api/v1/whoami", { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  // ClawHub-compatible routes answer errors in text, with the stable code in a header.
  expect(after.headers()["x-error-code"]).toBe("TOKEN_INVALID");
});

test("a CLI device login is confirmed on /cli/device and the CLI then receives its token", async ({ page, request }) => {
  const started = await request.post("/api/cli/device/code", { data: { scope: "read write", site_url: "http://ignored.example", label: "e2e terminal" } });
  expect(started.status()).toBe(200);
  const code = (await started.json()) as { device_code: string; user_code: string; verification_uri_complete: string; interval: number };

  const pending = await request.post("/api/cli/device/token", {
    data: { device_code: code.device_code, grant_type: "urn:ietf:params:oauth:grant-type:device_code" },
  });
  expect((await pending.json()).error).toBe("authorization_pending");

  const handle = uniqueHandle("cli");
  const verification = new URL(code.verification_uri_complete);
  await page.goto(verification.pathname + verification.search);
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(verification.pathname + verification.search);
  await expect(page.getByTestId("device-code")).toHaveText(code.user_code);
  // The label is the requester's own words, shown as such; where the login started is shown too.
  await expect(page.getByTestId("device-label")).toContainText("e2e terminal");
  await expect(page.getByTestId("device-label")).toContainText("not verified");
  await expect(page.getByTestId("device-origin")).toContainText("127.0.0.1");
  // Started from this same machine: no warning.
  await expect(page.getByTestId("device-origin-warning")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shootCurrent(page, "cli-device");
  // Approving without the confirmation naming the scopes is refused with its code.
  await page.getByRole("button", { name: "Approve read, publish" }).click();
  await expect(page.getByTestId("device-error").locator("[data-code]")).toHaveAttribute("data-code", "DEVICE_CONFIRMATION_REQUIRED");
  await page.getByTestId("device-confirm").check();
  await page.getByRole("button", { name: "Approve read, publish" }).click();
  await expect(page.getByTestId("device-result")).toContainText("approved");

  await page.waitForTimeout(code.interval * 1000); // the CLI waits its interval between polls
  const granted = await request.post("/api/cli/device/token", {
    data: { device_code: code.device_code, grant_type: "urn:ietf:params:oauth:grant-type:device_code" },
  });
  expect(granted.status()).toBe(200);
  const body = (await granted.json()) as { access_token: string; token_type: string; scope: string };
  expect(body.scope).toBe("read publish");
  const me = await request.get("/api/cli/whoami", { headers: { authorization: `Bearer ${body.access_token}` } });
  expect(await me.json()).toEqual({ user: { handle } });

  await page.goto("/settings/tokens");
  await expect(page.getByTestId("token-row").filter({ hasText: "e2e terminal" })).toContainText("CLI login");
});

test("cookie-authenticated writes from another origin are refused; sign-out ends the session", async ({ page }) => {
  await devSignIn(page, uniqueHandle("csrf"));
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await page.getByRole("link", { name: "Trusted publishing" }).click();
  await expect(page.getByRole("heading", { name: "No skills yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const foreign = await page.request.post("/api/v1/skills/any-skill/trusted-publishers", {
    headers: { origin: "https://evil.example" },
    data: { repository: "evil/x", workflow: "a.yml" },
  });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.code).toBe("CSRF_REJECTED");

  const cookie = (await page.context().cookies()).find((entry) => entry.name.endsWith("authjs.session-token"));
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Replaying the old cookie does not work: the session row is gone.
  const replay = await page.request.get("/api/v1/whoami", { headers: { cookie: `${cookie?.name}=${cookie?.value}` } });
  expect(replay.status()).toBe(401);
});

test("the sign-in page is accessible and offers development sign-in", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Skillvault");
  await expect(page.getByLabel("Handle")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Handle").fill("-not valid-");
  await page.getByLabel("Handle").evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The server's refusal is shown on the field, which keeps what was typed.
  await expect(page.locator("#handle-error")).toBeVisible();
  await expect(page.getByLabel("Handle")).toHaveValue("-not valid-");
});
