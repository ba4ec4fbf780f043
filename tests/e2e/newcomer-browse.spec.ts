// Finding a skill as a newcomer (issue 20): the home page shows real skills in the first screen
// on shelves that say different things, with descriptions cut where a sentence ends; sort and
// filters apply as soon as they change (and the plain form still works without JavaScript);
// phones get results first with the filters behind a button; suspicious results that were left
// out are counted, with a one-click way to include them. Screenshots of home and search.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { shootStates } from "./support/newcomer-shots";
import { runFixtureScript } from "./support/run-fixture-script";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  runFixtureScript("publish-web-fixtures.ts");
  runFixtureScript("publish-newcomer-fixtures.ts");
});

async function pageAt(browser: Browser, width: number, height: number, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: test.info().project.use.baseURL, ...options });
  return context.newPage();
}

test("home: skills in the first screen at 1280×800 and 375×812", async ({ browser }) => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const page = await pageAt(browser, width, height);
    await page.goto("/");
    const card = await page.getByTestId("skill-card").first().boundingBox();
    // The card's name and most of its description are on screen, not just its top border.
    expect(card!.y + 90, `${width} px`).toBeLessThanOrEqual(height);
    await page.context().close();
  }
});

test("home: each shelf says something different, and card descriptions end where a sentence or clause does", async ({ page }) => {
  await page.goto("/");
  const shelves = page.locator('[data-testid^="shelf-"]');
  expect(await shelves.count()).toBeGreaterThan(0);
  const slugs = await page
    .locator('[data-testid^="shelf-"] [data-testid="skill-card"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-slug")));
  expect(new Set(slugs).size).toBe(slugs.length);
  // "Trending this week" only with skills installed this week, and it says how many.
  for (const figure of await page.getByTestId("shelf-trending").getByTestId("skill-card-figure").allTextContents())
    expect(figure).toMatch(/^[1-9][\d.,K]* installs? this week$/);
  for (const figure of await page.getByTestId("shelf-installed").getByTestId("skill-card-figure").allTextContents())
    expect(figure).toMatch(/^[1-9][\d.,K]* installs?$/);
  // A three-sentence description is cut after a sentence, and not by a line clamp.
  await page.goto("/skills?sort=newest");
  const summary = page.locator('[data-testid="skill-card"][data-slug="newcomer-lab-tables"]').getByTestId("skill-card-summary");
  await expect(summary).toHaveText(/every column\.$/);
  expect(await summary.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
});

test("sort and filters apply as soon as they change; Clear all unticks the boxes", async ({ page }) => {
  await page.goto("/skills");
  await expect(page.getByTestId("filter-apply")).toBeHidden();
  await page.getByLabel("Sort by").selectOption("newest");
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse skills");
  await page.getByRole("checkbox", { name: "#lab" }).check();
  await expect(page).toHaveURL(/tags=lab/);
  await expect(page.locator('[data-testid="skill-card"][data-slug="newcomer-lab-tables"]')).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "#lab" })).toBeChecked();
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).not.toHaveURL(/tags=/);
  await expect(page.getByRole("checkbox", { name: "#lab" })).not.toBeChecked();
});

test("without JavaScript the filter form still works with its Apply button", async ({ browser }) => {
  const page = await pageAt(browser, 1280, 800, { javaScriptEnabled: false });
  await page.goto("/search?q=quokkamatic");
  await expect(page.getByTestId("filter-apply")).toBeVisible();
  await page.getByRole("checkbox", { name: "Suspicious" }).check();
  await page.getByTestId("filter-apply").click();
  await expect(page).toHaveURL(/verdict=suspicious/);
  await expect(page.locator('[data-testid="skill-card"][data-slug="newcomer-quokka-installer"]')).toBeVisible();
});

test("phones: results first, filters behind a button", async ({ browser }) => {
  const page = await pageAt(browser, 375, 812);
  await page.goto("/search?q=quokkamatic");
  const firstCard = await page.getByTestId("skill-card").first().boundingBox();
  expect(firstCard!.y).toBeLessThan(812 - 100);
  await expect(page.getByLabel("Sort by")).toBeHidden();
  await page.getByTestId("filter-toggle").click();
  await expect(page.getByLabel("Sort by")).toBeVisible();
  await page.getByRole("checkbox", { name: "Suspicious" }).check();
  await expect(page).toHaveURL(/verdict=suspicious/);
});

test("suspicious results left out are counted, with one click to include them and counts on the verdict filter", async ({ page }) => {
  await page.goto("/search?q=quokkamatic");
  await expect(page.locator('[data-testid="skill-card"][data-slug="newcomer-quokka-installer"]')).toHaveCount(0);
  const hidden = page.getByTestId("hidden-suspicious");
  await expect(hidden).toContainText("1 suspicious result is hidden");
  await expect(page.getByTestId("filter-verdict-clean-count")).toHaveText("1");
  await expect(page.getByTestId("filter-verdict-suspicious-count")).toHaveText("1");
  await hidden.getByTestId("show-suspicious").click();
  await expect(page).toHaveURL(/verdict=clean%2Csuspicious|verdict=clean,suspicious/);
  await expect(page.locator('[data-testid="skill-card"][data-slug="newcomer-quokka-installer"]')).toBeVisible();
  await expect(page.locator('[data-testid="skill-card"][data-slug="newcomer-quokka-notes"]')).toBeVisible();
  await expect(page.getByTestId("hidden-suspicious")).toHaveCount(0);
  // Nothing clean matches, but a suspicious skill does: the empty page says so too.
  await page.goto("/search?q=wallabyfier");
  await expect(page.getByTestId("catalog-empty")).toBeVisible();
  await expect(page.getByTestId("hidden-suspicious")).toContainText("1 suspicious result is hidden");
});

test("screenshots: home, browse and search, light and dark, 1280 and 375 px (axe at 1280)", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAt(browser, 1280, 800);
  for (const [name, url] of [
    ["home", "/"],
    ["browse", "/skills"],
    ["search", "/search?q=quokkamatic"],
    ["search-csv", "/search?q=csv"],
  ] as const) {
    await page.goto(url);
    await shootStates(page, name);
  }
});
