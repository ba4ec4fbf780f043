// A skill page as a newcomer meets it (issue 20): content first. At 1280×800 the README and the
// install command are in the first screen; on a 375 px phone every tab's content starts in it,
// and switching tabs keeps the new tab's content in view. The tab strip says when it has more
// tabs than fit; the side column repeats no tab; a skill's emoji falls back to a glyph where no
// emoji font can draw it. Screenshots of every tab, light and dark, 1280 and 375 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { shootStates } from "./support/newcomer-shots";
import { runFixtureScript } from "./support/run-fixture-script";

const SKILL = "/newcomer-e2e/newcomer-lab-tables";
const EMOJI_SKILL = "/web-e2e/web-csv-toolkit";
const TABS = [
  { key: "readme", path: "" },
  { key: "files", path: "/files" },
  { key: "versions", path: "/versions" },
  { key: "security", path: "/security" },
  { key: "install", path: "/install" },
];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  runFixtureScript("publish-web-fixtures.ts");
  runFixtureScript("publish-newcomer-fixtures.ts");
});

async function pageAt(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function top(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on the page`);
  return box.y;
}

test("1280×800: the README and the install command are in the first screen, and the side column repeats no tab", async ({ browser }) => {
  const page = await pageAt(browser, 1280, 800);
  await page.goto(SKILL);
  // At least a good part of the README, not just its top edge.
  expect(await top(page, "skill-readme")).toBeLessThan(800 - 250);
  const install = (await page.getByTestId("install-box").boundingBox())!;
  expect(install.y + install.height).toBeLessThanOrEqual(800);
  await expect(page.getByTestId("install-box-command-text")).toContainText("newcomer-lab-tables");
  // A short header: the description's first sentences; all of it is in the side column.
  await expect(page.getByTestId("skill-summary")).toHaveText(/second look\.$/);
  const aside = page.getByRole("complementary", { name: "About this skill" });
  await expect(aside.getByTestId("sidebar-description")).toContainText("Use when the user pastes a lab log");
  await expect(aside.getByTestId("skill-tags")).toContainText("#lab");
  // No card repeats the Install or Security tab; runtime details and compatibility stay.
  await expect(aside.getByRole("heading", { name: /^(Install|Security)$/ })).toHaveCount(0);
  await expect(aside.locator('[data-testid="sidebar-verdict-explanation"], [data-testid="install-box"]')).toHaveCount(0);
  await expect(aside.getByTestId("runtime-details")).toBeVisible();
  await expect(aside.getByTestId("compatibility")).toBeVisible();
  // The Install tab lists every way itself: no second install box above it.
  await page.goto(`${SKILL}/install`);
  await expect(page.getByTestId("install-box")).toHaveCount(0);
  await expect(page.getByTestId("install-commands")).toBeVisible();
});

test("375×812: every tab's content starts in the first screen", async ({ browser }) => {
  const page = await pageAt(browser, 375, 812);
  for (const tab of TABS) {
    await page.goto(`${SKILL}${tab.path}`);
    // Some of the content itself is visible, not only the panel's top edge.
    expect(await top(page, `tab-panel-${tab.key}`), tab.key).toBeLessThan(812 - 120);
  }
});

test("375 px: switching tabs keeps the new tab's content in view instead of jumping to the top", async ({ browser }) => {
  const page = await pageAt(browser, 375, 812);
  await page.goto(SKILL);
  const strip = page.getByRole("navigation", { name: "Skill sections" });
  // Scroll the way a reader does, until the tabs sit under the sticky site header.
  const stripTop = await strip.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y - 140), stripTop);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  for (const tab of ["files", "versions", "security", "install", "readme"]) {
    // As a reader would: slide the strip until the tab shows, then tap it.
    await page.getByTestId(`tab-${tab}`).evaluate((link) => link.scrollIntoView({ block: "nearest", inline: "center" }));
    await page.getByTestId(`tab-${tab}`).click();
    // A client-side navigation with a server render: give a loaded machine time.
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
    const panelTop = await top(page, `tab-panel-${tab}`);
    expect(panelTop, tab).toBeGreaterThan(0);
    expect(panelTop, tab).toBeLessThan(812 / 2);
    expect(await page.evaluate(() => window.scrollY), tab).toBeGreaterThan(0);
  }
});

test("a narrow tab strip shows that more tabs are there, and stops saying so at its end", async ({ browser }) => {
  const page = await pageAt(browser, 320, 700);
  await page.goto(SKILL);
  const strip = page.getByRole("navigation", { name: "Skill sections" });
  expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const end = page.locator('[data-testid="tab-overflow-cue"][data-side="end"]');
  await expect(end).toBeVisible();
  await expect(page.locator('[data-testid="tab-overflow-cue"][data-side="start"]')).toHaveCount(0);
  await end.click(); // scrolls the strip along
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(end).toHaveCount(0);
  await expect(page.locator('[data-testid="tab-overflow-cue"][data-side="start"]')).toBeVisible();
  // The current tab is scrolled into view when the page opens on a tab at the far end.
  await page.goto(`${SKILL}/install`);
  const current = await page.getByTestId("tab-install").boundingBox();
  expect(current!.x + current!.width).toBeLessThanOrEqual(320);
});

test("skill tiles show a glyph, never an empty box, where no emoji font can draw the emoji", async ({ page }) => {
  await page.goto(EMOJI_SKILL);
  // The same probe as the page's head script: does this browser draw emoji in colour?
  const canDraw = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 24;
    const context = canvas.getContext("2d")!;
    context.textBaseline = "top";
    context.font = "20px sans-serif";
    context.fillText("\u{1F4E6}", 0, 0);
    const data = context.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2])) return true;
    return false;
  });
  const tile = page.locator("main header").getByTestId("skill-emoji");
  expect(await page.evaluate(() => document.documentElement.classList.contains("no-emoji"))).toBe(!canDraw);
  if (canDraw) await expect(tile.getByText("📊")).toBeVisible();
  else {
    await expect(tile.getByTestId("skill-emoji-fallback")).toHaveText("C");
    await expect(tile.getByTestId("skill-emoji-fallback")).toBeVisible();
    await expect(tile.getByText("📊")).toBeHidden();
  }
  // Without an emoji in its manifest, a skill shows its initial.
  await page.goto(SKILL);
  await expect(page.locator("main header").getByTestId("skill-emoji-fallback")).toHaveText("L");
});

test("screenshots: every tab of a skill page, light and dark, 1280 and 375 px (axe at 1280)", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await pageAt(browser, 1280, 800);
  for (const tab of TABS) {
    await page.goto(`${SKILL}${tab.path}`);
    await shootStates(page, `skill-${tab.key}`);
  }
  await page.goto(`${SKILL}/versions/compare?from=1.0.0&to=1.1.0`);
  await shootStates(page, "skill-compare");
  await page.goto("/web-e2e/web-risky-installer/security");
  await shootStates(page, "skill-security-suspicious");
});
