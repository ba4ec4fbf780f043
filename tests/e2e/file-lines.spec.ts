// Every scanner finding opens a view that shows its line (issue 16/20): a 30,000-line script
// (~1.3 MB, past the Files tab's 5,000-line window and 512 KiB cap) with a finding at line 27,777;
// the Security tab's link opens the window around it with the line marked, the window can be moved
// through the file, and a line past the end says so. Reads of a private skill's files through the
// website's pages (Files tab, SKILL.md tab, raw route) are in the org's audit log like the API's;
// a HEAD reads nothing and a public skill's reads are not audited (decision 033).
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test } from "@playwright/test";
import { e2eSql } from "./support/e2e-database";
import { runFixtureScript } from "./support/run-fixture-script";
import { SCREENSHOTS, signedInPage, uniqueHandle } from "./support/site-session";

const owner = uniqueHandle("lines-owner");
const member = uniqueHandle("lines-member");
const org = uniqueHandle("lines-org");
const slug = uniqueHandle("lines-kit");
const privateSlug = uniqueHandle("lines-runbook");
const FINDING_LINE = 27_777;
// Each window move fetches and renders up to 5,000 highlighted rows: a few seconds on a slow 2-core
// CI machine with the compat suite running beside (one move once outlasted the default 5 s).
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeAll(() => {
  test.setTimeout(240_000);
  process.env.LINES_OWNER = owner;
  process.env.LINES_MEMBER = member;
  process.env.LINES_ORG = org;
  process.env.LINES_SLUG = slug;
  process.env.LINES_PRIVATE = privateSlug;
  process.env.LINES_FINDING_LINE = String(FINDING_LINE);
  runFixtureScript("publish-file-lines-fixtures.ts");
});

test("a finding far past the first 5,000 lines opens its line, marked; the window moves through the file", async ({ page }) => {
  await page.goto(`/${owner}/${slug}/security`);
  const link = page.getByTestId("finding-location").getByRole("link", { name: `scripts/setup.sh:${FINDING_LINE}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/files\\?path=scripts%2Fsetup\\.sh&line=${FINDING_LINE}#L${FINDING_LINE}$`));
  const row = page.locator(`#L${FINDING_LINE}`);
  await expect(row).toHaveClass(/code-marked/);
  await expect(row).toContainText("~/.aws/credentials");
  await expect(row).toBeInViewport();
  const view = page.getByTestId("code-view");
  const first = Number(await view.getAttribute("data-first-line"));
  const last = Number(await view.getAttribute("data-last-line"));
  expect(last - first + 1).toBeLessThanOrEqual(5000);
  expect(first).toBeLessThan(FINDING_LINE);
  expect(last).toBe(30_000);
  await expect(page.getByTestId("line-window-range")).toHaveText(`Lines ${first.toLocaleString("en-US")}–30,000 of 30,000`);
  await expect(view.locator("tr")).toHaveCount(last - first + 1);
  // Axe over 5,000 rows outlasts the test's time: the controls this change adds, and the marked row.
  const axe = await new AxeBuilder({ page }).include('[data-testid="line-window"]').include(`#L${FINDING_LINE}`).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

  // Earlier lines, then the first lines: the file's own numbers, nothing marked.
  await page.getByTestId("line-window-earlier").click();
  await expect(page.getByTestId("line-window-range")).toContainText(`Lines ${(first - 5000).toLocaleString("en-US")}–`);
  await expect(page.locator(`#L${first - 5000}`)).toContainText(`step ${first - 5000} of`);
  await expect(page.locator("tr.code-marked")).toHaveCount(0);
  await page.getByTestId("line-window-first").click();
  await expect(page.locator("#L1")).toContainText("#!/bin/sh");
  await expect(page.locator("#L5000")).toBeAttached();
  await expect(page.locator("#L5001")).toHaveCount(0);

  // Go to line (a plain GET form): the window around it, the line marked and on screen.
  const goto = page.getByTestId("line-window-goto");
  await goto.getByLabel("Go to line").fill("12345");
  await goto.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/line=12345/);
  await expect(page.locator("#L12345")).toHaveClass(/code-marked/);
  await expect(page.locator("#L12345")).toBeInViewport();

  // A bare fragment to a line outside the window (an old link): the page asks for the window around it.
  await page.goto(`/${owner}/${slug}/files?path=scripts/setup.sh#L20000`);
  await expect(page.locator("#L20000")).toContainText("step 20000 of");
  await expect(page).toHaveURL(/line=20000#L20000$/);
});

test("a line past the end of the file says so and shows the file's last lines; a nonsense line number is ignored", async ({ page }) => {
  const response = await page.goto(`/${owner}/${slug}/files?path=scripts/setup.sh&line=99999999#L99999999`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("line-past-end")).toContainText("Line 99,999,999 is past the end of scripts/setup.sh: it has 30,000 lines.");
  await expect(page.locator("#L30000")).toBeAttached();
  await expect(page.locator("tr.code-marked")).toHaveCount(0);
  for (const line of ["0", "-3", "abc", "1e400"]) {
    const bad = await page.goto(`/${owner}/${slug}/files?path=scripts/setup.sh&line=${line}`);
    expect(bad?.status(), line).toBe(200);
    await expect(page.locator("#L1")).toContainText("#!/bin/sh");
  }
  // A short file: a line past its end, and no window controls when all of it is shown.
  await page.goto(`/${owner}/${slug}/files?path=SKILL.md&line=500#L500`);
  await expect(page.getByTestId("line-past-end")).toContainText("it has 8 lines");
  await expect(page.getByTestId("line-window")).toHaveCount(0);
});

test("the window around a finding at 1280 and 375 px, light and dark: nothing scrolls sideways but the code itself", async ({ browser }) => {
  for (const variant of [
    { suffix: "light", viewport: { width: 1280, height: 900 }, colorScheme: "light" as const },
    { suffix: "dark", viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const },
    { suffix: "375-light", viewport: { width: 375, height: 812 }, colorScheme: "light" as const },
    { suffix: "375-dark", viewport: { width: 375, height: 812 }, colorScheme: "dark" as const },
  ]) {
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.colorScheme, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto(`/${owner}/${slug}/files?path=scripts/setup.sh&line=${FINDING_LINE}#L${FINDING_LINE}`);
    const row = page.locator(`#L${FINDING_LINE}`);
    await expect(row).toBeInViewport();
    // In view means below the sticky site header, not under it.
    const header = (await page.locator("[data-sticky-header]").boundingBox())!;
    expect((await row.boundingBox())!.y, variant.suffix).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.getByTestId("line-window-goto")).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, variant.suffix).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `site-files-window-${variant.suffix}.png`) });
    await page.getByTestId("line-window").screenshot({ path: path.join(SCREENSHOTS, `site-files-window-nav-${variant.suffix}.png`) });
    await context.close();
  }
});

/** The org audit log's file reads of `skillSlug`, oldest first, as "actor version path". */
async function fileReads(skillSlug: string): Promise<string[]> {
  const { rows } = await e2eSql(
    `SELECT u.handle AS actor, a.data->>'version' AS version, a.data->>'path' AS path FROM "AuditLog" a LEFT JOIN "User" u ON u.id = a."actorId"
     WHERE a.action = 'version.file-read' AND a.data->>'slug' = $1 ORDER BY a.id`,
    [skillSlug],
  );
  return (rows as Array<{ actor: string | null; version: string; path: string }>).map((row) => `${row.actor} ${row.version} ${row.path}`);
}

test("reading a private skill's files through the website's pages is audited like the API; a HEAD is not a read; public reads are not audited", async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, member, `/${org}`);
  expect(await fileReads(privateSlug)).toEqual([]);
  const expected: string[] = [];

  // The Files tab: the file shown. The entry is written before the page renders, so it is there when the page is.
  await page.goto(`/${org}/${privateSlug}/files?path=references/escalation.md`);
  await expect(page.getByTestId("code-view")).toContainText("then the incident channel.");
  expected.push(`${member} 1.0.1 references/escalation.md`);
  expect(await fileReads(privateSlug)).toEqual(expected);

  // The SKILL.md tab shows SKILL.md.
  await page.goto(`/${org}/${privateSlug}`);
  await expect(page.getByTestId("skill-readme")).toContainText("See references/escalation.md.");
  expected.push(`${member} 1.0.1 SKILL.md`);
  expect(await fileReads(privateSlug)).toEqual(expected);

  // A comparison shows parts of the changed file of both versions.
  await page.goto(`/${org}/${privateSlug}/versions/compare?from=1.0.0&to=1.0.1`);
  await expect(page.getByTestId("diff-file")).toHaveCount(1);
  expected.push(`${member} 1.0.0 references/escalation.md`, `${member} 1.0.1 references/escalation.md`);
  expect(await fileReads(privateSlug)).toEqual(expected);

  // The raw route, as before.
  expect((await page.request.get(`/${org}/${privateSlug}/raw/1.0.0/SKILL.md`)).status()).toBe(200);
  expected.push(`${member} 1.0.0 SKILL.md`);
  expect(await fileReads(privateSlug)).toEqual(expected);

  // A HEAD renders the page but sends no content: nothing recorded.
  const filesUrl = `/${org}/${privateSlug}/files?path=references/escalation.md`;
  expect((await page.request.fetch(filesUrl, { method: "HEAD" })).status()).toBe(200);
  expect((await page.request.fetch(`/${org}/${privateSlug}`, { method: "HEAD" })).status()).toBe(200);
  expect(await fileReads(privateSlug)).toEqual(expected);
  // A GET claiming to be a HEAD in the header pages learn the method from is still a read (the server sets it).
  expect((await page.request.fetch(filesUrl, { method: "GET", headers: { "x-skillvault-request-method": "HEAD" } })).status()).toBe(200);
  expected.push(`${member} 1.0.1 references/escalation.md`);
  expect(await fileReads(privateSlug)).toEqual(expected);
  await context.close();

  // The org's own audit page shows the reads to its owner.
  const { context: ownerContext, page: ownerPage } = await signedInPage(browser, owner, `/${org}/-/audit`);
  await expect(ownerPage.getByText("version.file-read").first()).toBeVisible();
  await ownerContext.close();

  // A public skill's Files and SKILL.md tabs write nothing.
  const { context: visitor, page: visitorPage } = await signedInPage(browser, member, `/${owner}/${slug}/files?path=SKILL.md`);
  await expect(visitorPage.getByTestId("code-view")).toBeVisible();
  await visitorPage.goto(`/${owner}/${slug}`);
  await expect(visitorPage.getByTestId("skill-readme")).toBeVisible();
  expect(await fileReads(slug)).toEqual([]);
  await visitor.close();
});
