// The rough edges a new author meets (issue 20): revoking a token, signing in with a bad handle,
// /import on a server without GitHub sign-in, /moderation for non-moderators, the report
// popover, the dev banner, the publish command, verdict sentences, diffs, the footer's pages,
// re-uploading the same files, the skip link and the API page's cache. Screenshots of the
// publish review and the tokens page, light and dark, 1280 and 375 px.
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { shootStates } from "./support/newcomer-shots";
import { runFixtureScript } from "./support/run-fixture-script";
import { expectNoSeriousA11yViolations, signInAt, uniqueHandle } from "./support/site-session";

const FIXTURES = path.resolve("tests", "fixtures", "site-publish");
const SKILL = "/newcomer-e2e/newcomer-lab-tables";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  runFixtureScript("publish-newcomer-fixtures.ts");
});

async function signedIn(browser: Browser, handle: string, at: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInAt(page, at, handle);
  return page;
}

test("revoking a token asks first, and takes the just-shown secret off the screen", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("tok"), "/settings/tokens");
  await page.getByLabel("Label").fill("laptop");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByTestId("new-token")).toBeVisible();
  await shootStates(page, "tokens");
  const row = page.getByTestId("token-row").filter({ hasText: "laptop" });
  const revoke = row.getByTestId("revoke-token");
  await revoke.locator("summary").click();
  await expect(revoke.getByText("Anything using it stops working")).toBeVisible();
  await revoke.getByRole("button", { name: "Keep it" }).click();
  await expect(revoke.getByTestId("revoke-confirm")).toBeHidden();
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("new-token")).toBeVisible();
  await revoke.locator("summary").click();
  await revoke.getByTestId("revoke-confirm").click();
  await expect(page.getByTestId("token-row")).toHaveCount(0);
  await expect(page.getByTestId("new-token-banner")).toHaveCount(0);
  await expect(page.getByTestId("new-token")).toHaveCount(0);
});

test("the sign-in handle field validates under the v flag, and a refused handle stays in the field with its error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  await page.goto("/signin");
  const field = page.getByLabel("Handle");
  const pattern = (await field.getAttribute("pattern"))!;
  expect(await page.evaluate((source) => new RegExp(`^(?:${source})$`, "v").test("web-e2e"), pattern)).toBe(true);
  await field.fill("-bad");
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await field.fill("good-handle");
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  expect(problems.filter((text) => /pattern/i.test(text))).toEqual([]);
  // Past the browser's check (an old browser, or a crafted form), the server refuses it.
  await page.getByRole("form", { name: "Development sign-in" }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await field.fill("bad--handle");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("#handle-error")).toContainText("single hyphens");
  await expect(field).toHaveValue("bad--handle");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signin/);
});

test("/import without GitHub sign-in says what the operator must set, with the form switched off", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("imp"), "/import");
  const notice = page.getByTestId("import-github-unconfigured");
  await expect(notice).toContainText("AUTH_GITHUB_ID");
  await expect(notice).toContainText("AUTH_GITHUB_SECRET");
  await expect(page.getByText("Sign in with GitHub to import")).toHaveCount(0);
  await expect(page.getByLabel("Repository or folder URL")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Find skills" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "import (not configured)");
});

test("/moderation answers 403 with a heading to a signed-in non-moderator", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("nomod"), "/settings/tokens");
  const response = await page.goto("/moderation");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Moderators only" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "moderation 403");
});

test("the report popover closes on Escape and on a click outside; owners get no Report", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("rep"), SKILL);
  const report = page.getByTestId("report");
  const summary = report.locator("summary");
  await summary.click();
  await expect(page.getByLabel("Reason")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Reason")).toBeHidden();
  await expect(summary).toBeFocused();
  await summary.click();
  await expect(page.getByLabel("Reason")).toBeVisible();
  await page.getByTestId("skill-name").click();
  await expect(page.getByLabel("Reason")).toBeHidden();

  const owner = await signedIn(browser, "newcomer-e2e", SKILL);
  await expect(owner.getByTestId("manage-link")).toBeVisible();
  await expect(owner.getByTestId("report")).toHaveCount(0);
});

test("the dev banner offers sign-in only to visitors who are not signed in", async ({ browser, page }) => {
  await page.goto("/");
  await expect(page.getByTestId("dev-login-signin")).toBeVisible();
  const signedInPage = await signedIn(browser, uniqueHandle("ban"), "/settings/tokens");
  await expect(signedInPage.getByTestId("dev-login-banner")).toBeVisible();
  await expect(signedInPage.getByTestId("dev-login-signin")).toHaveCount(0);
});

test("home and /publish show the same publish command", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("cmd"), "/publish");
  const publishCommand = async () =>
    (
      await page
        .locator("figure")
        .filter({ has: page.getByRole("button", { name: "Copy publish command" }) })
        .locator("code")
        .textContent()
    )?.trim();
  const onPublish = await publishCommand();
  await page.goto("/");
  const onHome = await publishCommand();
  expect(onPublish).toMatch(/clawhub/);
  expect(onHome).toBe(onPublish);
});

test("a malicious upload's verdict explanation reads as sentences, and the review of the same files again names the version", async ({ browser }) => {
  const page = await signedIn(browser, uniqueHandle("rev"), "/publish");
  await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "e2e-free-credits"));
  const explanation = page.getByTestId("check-explanation");
  await expect(explanation).toContainText("treated as an attack");
  const text = (await explanation.textContent()) ?? "";
  expect(text).not.toMatch(/[\w.-]+\.\w+:\d+/); // "scripts/setup.sh line 2", never "scripts/setup.sh:2:"
  expect(text).toMatch(/for (this reason|these reasons): [a-z]/);

  // Publish clean files, then pick the same folder again: the review says nothing would change.
  await page.getByRole("button", { name: "Choose different files" }).click();
  await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "newcomer-tide-tables"));
  await expect(page.getByTestId("check-identical")).toHaveCount(0);
  await page.getByTestId("publish-confirm").click();
  await expect(page.getByTestId("publish-result")).toHaveAttribute("data-status", "published");
  await page.getByRole("button", { name: "Publish another" }).click();
  await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "newcomer-tide-tables"));
  await expect(page.getByTestId("check-identical")).toContainText("v1.0.0");
  await expectNoSeriousA11yViolations(page, "publish review (identical)");

  // The publish review, photographed with findings to show.
  await page.getByRole("button", { name: "Choose different files" }).click();
  await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "e2e-weather-helper"));
  await expect(page.getByTestId("review-heading")).toBeVisible();
  await shootStates(page, "publish-review");
});

test("diffs wrap long lines and mark the words that changed", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`${SKILL}/versions/compare?from=1.0.0&to=1.1.0`);
  const removed = page.locator('[data-path="scripts/tidy.py"] tr[data-kind="del"]');
  const added = page.locator('[data-path="scripts/tidy.py"] tr[data-kind="add"]');
  await expect(removed.locator(".diff-word")).toHaveText(["strict"]);
  await expect(added.locator(".diff-word")).toHaveText(["lenient"]);
  const cell = added.getByTestId("diff-line-text");
  await expect(cell).toContainText("sensor_23");
  const box = (await cell.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(box.height).toBeGreaterThan(60); // wrapped onto several lines
});

test("the footer's Signing keys and Sitemap are pages, and the Security tab links the verification guide", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Signing keys" }).click();
  await expect(page).toHaveURL(/\/docs\/signing-keys$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signing keys");
  await expect(page.getByTestId("signing-key").first()).toContainText("BEGIN PUBLIC KEY");
  await expectNoSeriousA11yViolations(page, "signing keys");
  await page.goto("/");
  await footer.getByRole("link", { name: "Sitemap" }).click();
  await expect(page).toHaveURL(/\/docs\/sitemap$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await expect(page.getByTestId("sitemap-publishers").getByRole("link", { name: "Lab Tables" })).toHaveAttribute("href", SKILL);
  await expectNoSeriousA11yViolations(page, "sitemap");
  await page.goto(`${SKILL}/security`);
  await page.getByTestId("verify-guide-link").click();
  await expect(page).toHaveURL(/\/docs\/verify$/);
  await expect(page.getByTestId("verify-steps").locator("li")).toHaveCount(4);
  await expect(page.locator("#digest")).toContainText("skillvault-bundle-digest-v1");
  await expectNoSeriousA11yViolations(page, "verify");
});

test("the skip link's box holds its text with room to spare", async ({ page }) => {
  await page.goto("/skills");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  const { box, text } = await skip.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    const textBox = range.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    return { box: { width: linkBox.width, height: linkBox.height }, text: { width: textBox.width, height: textBox.height } };
  });
  expect(box.width).toBeGreaterThanOrEqual(text.width + 16);
  expect(box.height).toBeGreaterThanOrEqual(text.height + 8);
});

test("/docs/api is answered from the page cache after its first render", async ({ request }) => {
  await request.get("/docs/api");
  const again = await request.get("/docs/api");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-page-cache"]).toBe("hit");
});

test("/docs lists the guides, and every guide it links to opens", async ({ page, request }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Docs" })).toBeVisible();
  const hrefs = await page
    .getByTestId("docs-guides")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toContain("/docs/api");
  expect(hrefs).toContain("/docs/verify");
  for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
  await expectNoSeriousA11yViolations(page, "/docs");
});
