// The read side of the website in a real browser against the production build: search with
// suggestions → skill page → copy the install command; SKILL.md rendered safely; files, versions
// and a diff; the security report; star and report; short URL, 404, sitemap, robots, Open Graph;
// the theme. Every page is screenshotted (light, dark, 375 px) and checked with axe.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

const SKILL = "/web-e2e/web-csv-toolkit";
const RISKY = "/web-e2e/web-risky-installer";
const SCREENSHOTS = path.join("tests", "e2e", "screenshots");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The fixtures go through the real publishing service, straight into the server's database.
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", "publish-web-fixtures.ts")], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    stdio: "pipe",
    timeout: 170_000,
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
});

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

const PAGES: Array<{ name: string; url: string; status?: number }> = [
  { name: "home", url: "/" },
  { name: "browse", url: "/skills" },
  { name: "search-results", url: "/search?q=csv" },
  { name: "search-empty", url: "/search?q=zzqx-nothing-matches" },
  { name: "skill-readme", url: SKILL },
  { name: "skill-files", url: `${SKILL}/files?path=scripts/profile.py` },
  { name: "skill-versions", url: `${SKILL}/versions` },
  { name: "skill-compare", url: `${SKILL}/versions/compare?from=1.0.0&to=1.1.0` },
  { name: "skill-security", url: `${RISKY}/security` },
  { name: "skill-install", url: `${SKILL}/install` },
  { name: "profile", url: "/web-e2e" },
  { name: "signin", url: "/signin" },
  { name: "not-found", url: "/web-e2e/no-such-skill", status: 404 },
];

const VARIANTS = [
  { suffix: "light", viewport: { width: 1280, height: 900 }, colorScheme: "light" as const, axe: true },
  { suffix: "dark", viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const, axe: true },
  { suffix: "375-light", viewport: { width: 375, height: 812 }, colorScheme: "light" as const, axe: false },
  { suffix: "375-dark", viewport: { width: 375, height: 812 }, colorScheme: "dark" as const, axe: false },
];

async function visitAll(browser: Browser) {
  for (const variant of VARIANTS) {
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.colorScheme, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    for (const entry of PAGES) {
      await test.step(`${entry.name} (${variant.suffix})`, async () => {
        const response = await page.goto(entry.url);
        expect(response?.status(), entry.url).toBe(entry.status ?? 200);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(variant.colorScheme === "dark");
        // Nothing may be wider than the screen (the page must not scroll sideways at 375 px).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${entry.name} scrolls sideways at ${variant.suffix}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SCREENSHOTS, `web-${entry.name}-${variant.suffix}.png`), fullPage: true });
        if (variant.axe) await expectNoSeriousA11yViolations(page, `${entry.name} (${variant.suffix})`);
      });
    }
    await context.close();
  }
}

test("every page: light, dark and 375 px screenshots, no horizontal scroll, no serious axe violations", async ({ browser }) => {
  test.setTimeout(300_000);
  await visitAll(browser);
});

test("search as you type → open the skill → copy the install command", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  const box = page.getByTestId("hero-search-input");
  await box.fill("csv tool");
  const suggestion = page.getByTestId("search-suggestion").filter({ hasText: "CSV Toolkit" });
  await expect(suggestion).toBeVisible();
  await expect(suggestion.locator("mark").first()).toHaveText(/csv/i);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const index = await page.getByTestId("search-suggestion").evaluateAll((items) => items.findIndex((item) => item.textContent?.includes("CSV Toolkit")));
  for (let i = 0; i <= index; i++) await box.press("ArrowDown");
  await expect(suggestion).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(SKILL);
  await expect(page.getByTestId("skill-name")).toHaveText("CSV Toolkit");
  await expect(page.getByTestId("verdict-badge")).toHaveText("Clean");
  await expect(page.getByTestId("skill-version")).toContainText("v1.1.0");

  // Every copied command names this registry: the clients default to clawhub.ai, where the same
  // slug may be someone else's skill. The header's install box shows the first one on every tab but Install.
  const registry = new URL(page.url()).origin;
  await expect(page.getByTestId("install-box-command-text")).toHaveText(`npx clawhub@latest --registry ${registry} install web-csv-toolkit`);
  await page.getByTestId("tab-install").click();
  await expect(page).toHaveURL(`${SKILL}/install`);
  await expect(page.getByTestId("install-openclaw-text")).toHaveText(`OPENCLAW_CLAWHUB_URL=${registry} openclaw skills install @web-e2e/web-csv-toolkit`);
  await expect(page.getByTestId("install-agent-text")).toContainText(`@web-e2e/web-csv-toolkit from the registry at ${registry}`);
  await page.getByTestId("install-clawhub-copy").click();
  await expect(page.getByTestId("install-clawhub-copy")).toHaveAttribute("data-state", "copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`npx clawhub@latest --registry ${registry} install web-csv-toolkit`);
  // Requirements and per-OS installers come from the manifest.
  await expect(page.getByTestId("requirements")).toContainText("CSV_TOOLKIT_TOKEN");
  await expect(page.getByTestId("os-darwin")).toContainText("brew install python@3.12");
  await expect(page.getByTestId("os-linux")).toContainText("sudo apt-get install -y python3");
});

test("full search results highlight matches; empty and broken searches explain themselves", async ({ page }) => {
  await page.goto("/search?q=csv");
  const card = page.getByTestId("skill-card").filter({ hasText: "CSV Toolkit" });
  await expect(card.locator("mark").first()).toHaveText(/csv/i);
  await expect(page.getByTestId("result-count")).toContainText("skill");

  await page.goto("/search?q=zzqx-nothing-matches");
  await expect(page.getByTestId("catalog-empty")).toContainText("No skills match");

  await page.goto("/search?q=csv&cursor=not-a-real-cursor");
  await expect(page.getByTestId("catalog-error")).toContainText("first page");

  // Browse filters narrow the list and can be removed one by one.
  await page.goto("/skills?tags=csv");
  await expect(page.getByTestId("active-filters")).toContainText("#csv");
  await expect(page.getByTestId("skill-card").filter({ hasText: "CSV Toolkit" })).toBeVisible();
  await expect(page.getByTestId("skill-card").filter({ hasText: "Risky Installer" })).toHaveCount(0);
});

test("SKILL.md is rendered with anchors and links, and its markup stays inert", async ({ page }) => {
  await page.goto(SKILL);
  const readme = page.getByTestId("skill-readme");
  await expect(readme.locator("h2#usage")).toHaveText(/Usage/);
  await expect(readme.locator("table th").first()).toHaveText("Option");
  await expect(readme.locator("pre code .tok-comment")).toHaveText("# machine-readable");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(readme.locator("script, img[src='x'], a[href^='javascript']")).toHaveCount(0);
  await expect(readme).toContainText("<script>window.__xss = 1</script>");
  await expect(readme.locator("img")).toHaveCount(0); // the http:// tracker is not loaded
  await readme.getByRole("link", { name: "the notes" }).click();
  await expect(page).toHaveURL(/\/files\?path=references%2Fnotes\.md$/);
  await expect(page.getByTestId("file-missing")).toBeVisible(); // 1.1.0 moved the notes: the viewer says so
});

test("files: tree, highlighted text with raw and download links, binaries described", async ({ page, request }) => {
  await page.goto(`${SKILL}/files`);
  await expect(page.getByTestId("file-path")).toHaveText("SKILL.md");
  await page
    .getByTestId("file-tree")
    .getByRole("link", { name: /profile\.py/ })
    .click();
  await expect(page.getByTestId("file-path")).toHaveText("scripts/profile.py");
  await expect(page.getByTestId("code-view").locator(".tok-keyword").first()).toHaveText("import");
  const raw = await page.getByTestId("raw-link").getAttribute("href");
  const response = await request.get(raw!);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toContain('"columns"');

  await page
    .getByTestId("file-tree")
    .getByRole("link", { name: /logo\.png/ })
    .click();
  await expect(page.getByTestId("binary-notice")).toContainText("image");
  await expect(page.getByTestId("code-view")).toHaveCount(0);
  const download = await request.get((await page.getByTestId("download-link").getAttribute("href"))!);
  expect(download.headers()["content-disposition"]).toContain('filename="logo.png"');
});

test("versions: changelogs, then a diff between two versions", async ({ page }) => {
  await page.goto(`${SKILL}/versions`);
  const entries = page.getByTestId("version-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toHaveAttribute("data-version", "1.1.0");
  await expect(entries.first().locator("strong")).toHaveText("columns");
  await page.getByTestId("compare-form").getByLabel("From").selectOption("1.0.0");
  await page.getByTestId("compare-form").getByLabel("To").selectOption("1.1.0");
  await page.getByTestId("compare-submit").click();
  await expect(page).toHaveURL(`${SKILL}/versions/compare?from=1.0.0&to=1.1.0`);
  await expect(page.getByTestId("diff-summary")).toContainText("4 files changed");
  const script = page.locator('[data-testid="diff-file"][data-path="scripts/profile.py"]');
  await expect(script).toHaveAttribute("data-status", "modified");
  await expect(script.locator('tr[data-kind="add"]').filter({ hasText: '"columns"' })).toHaveCount(1);
  await expect(script.locator('tr[data-kind="del"]').filter({ hasText: "Profile a CSV file." })).toHaveCount(1);
  await expect(page.locator('[data-testid="diff-file"][data-path="references/notes.md"]')).toHaveAttribute("data-status", "removed");
  await expect(page.locator('[data-testid="diff-file"][data-path="references/guide.md"]')).toHaveAttribute("data-status", "added");
  await expect(page.locator('[data-testid="diff-file"][data-path="assets/logo.png"]')).toHaveCount(0); // unchanged
});

test("security: each finding with rule, severity, location, evidence and explanation; digest and signature", async ({ page }) => {
  await page.goto(RISKY);
  await expect(page.getByTestId("verdict-badge")).toHaveText("Suspicious");
  await expect(page.getByTestId("verdict-notice")).toBeVisible();
  await page.getByTestId("tab-security").click();
  const finding = page.getByTestId("finding").first();
  await expect(finding).toHaveAttribute("data-severity", /critical|high|medium/);
  await expect(finding.getByTestId("finding-location")).toContainText("scripts/install.sh:3");
  await expect(finding.getByTestId("finding-evidence")).toContainText(".aws/credentials"); // the fixture reads cloud credentials since scanner 2.0
  await expect(finding.getByTestId("rule-explanation")).not.toBeEmpty();
  expect(await finding.getAttribute("data-rule")).toMatch(/^[a-z0-9-]+$/);
  await expect(page.getByTestId("diagnostics").or(page.getByText("No diagnostics"))).toBeVisible();
  const digest = (await page.getByTestId("digest").textContent()) ?? "";
  expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  const statement = JSON.parse((await page.getByTestId("statement").textContent()) ?? "{}");
  expect(statement).toMatchObject({ slug: "web-risky-installer", version: "1.0.0", digest, verdict: "suspicious" });
  await finding.getByTestId("finding-location").getByRole("link").click();
  await expect(page).toHaveURL(/files\?path=scripts%2Finstall\.sh&line=3#L3$/);
  await expect(page.locator("tr#L3")).toHaveClass(/code-marked/);
  await expect(page.locator("tr#L3")).toContainText(".aws/credentials");
});

test("star and report need sign-in, then work", async ({ page, request }) => {
  // Anonymous visitors (the request fixture keeps no browser cookies) get the page from the
  // page cache (lib/cache/page) once it has been rendered; a signed-in browser always renders.
  await request.get(SKILL);
  expect((await request.get(SKILL)).headers()["x-page-cache"]).toBe("hit");
  await page.goto(SKILL);
  await page.getByRole("link", { name: "Star" }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  const handle = `web-${Date.now().toString(36)}`;
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(SKILL);

  const star = page.getByTestId("star-button");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  const before = Number(await page.getByTestId("star-count").textContent());
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("star-count")).toHaveText(String(before + 1));
  // The star committed a change: the very next anonymous request renders and shows it.
  const anonymous = await request.get(SKILL);
  expect(anonymous.headers()["x-page-cache"]).toBe("miss");
  expect(await anonymous.text()).toContain(`title="${before + 1} stars"`);
  await page.reload();
  await expect(page.getByTestId("star-button")).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("report").locator("summary").click();
  await page.getByLabel("Reason").selectOption("Spam or misleading");
  await page.getByLabel("Details (optional)").fill("Seen in an e2e test.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("report-sent")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "skill page, signed in");
});

test("short URL, 404, sitemap, robots and Open Graph", async ({ page, request }) => {
  await page.goto("/skills/web-csv-toolkit");
  await expect(page).toHaveURL(SKILL);
  const og = await page.locator('meta[property="og:title"]').getAttribute("content");
  expect(og).toContain("CSV Toolkit");
  expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toMatch(/\/web-e2e\/web-csv-toolkit$/);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/web-e2e\/web-csv-toolkit$/);

  const missing = await page.goto("/web-e2e/no-such-skill");
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("not-found-title")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse skills" }).first()).toBeVisible();

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("/web-e2e/web-csv-toolkit</loc>");
  expect(xml).toContain("/web-e2e</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /api/");
});

test("the theme toggle is remembered and applied before first paint; skip link first", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { darkAtParse: boolean }).darkAtParse = document.documentElement.classList.contains("dark");
    });
  });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/skills");
  expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(false);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});
