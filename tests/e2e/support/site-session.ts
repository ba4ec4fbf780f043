// Helpers for the publish/manage/moderation e2e: development sign-in, users with a role (through
// the admin CLI against the e2e server's database), axe, and light/dark/375 px screenshots.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PORT } from "../../../playwright.config";

export const SCREENSHOTS = path.join("tests", "e2e", "screenshots");

export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Development sign-in as `handle` (created on first use), landing on `path`. */
export async function signInAt(page: Page, path: string, handle: string): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

/** A fresh browser context signed in as `handle`, on `at`. */
export async function signedInPage(browser: Browser, handle: string, at: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, at, handle);
  return { context, page };
}

/** Promotes (or creates) `handle`. Development sign-in refuses staff, so sign in as them first: the session follows the role. */
export function createUserWithRole(handle: string, role: "moderator" | "admin"): void {
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), "user", "create", handle, "--role", role], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    stdio: "pipe",
    timeout: 60_000,
  });
}

export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

const VARIANTS = [
  { suffix: "light", viewport: { width: 1280, height: 900 }, colorScheme: "light" as const },
  { suffix: "dark", viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const },
  { suffix: "375-light", viewport: { width: 375, height: 812 }, colorScheme: "light" as const },
  { suffix: "375-dark", viewport: { width: 375, height: 812 }, colorScheme: "dark" as const },
];

/**
 * Screenshots `url` as the user of `signedIn` in light, dark and 375 px, checking that nothing
 * scrolls sideways and (light and dark) that axe finds no serious or critical violation.
 * `prepare` brings the page into the state worth shooting (e.g. a file picked).
 */
export async function shootEverywhere(
  browser: Browser,
  signedIn: BrowserContext,
  name: string,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const storageState = await signedIn.storageState();
  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  for (const variant of VARIANTS) {
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.colorScheme, storageState, baseURL });
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), `${name} ${url}`).toBe(200);
    if (prepare) await prepare(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${variant.suffix}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `site-${name}-${variant.suffix}.png`), fullPage: true });
    if (!variant.suffix.startsWith("375")) await expectNoSeriousA11yViolations(page, `${name} (${variant.suffix})`);
    await context.close();
  }
}

/**
 * Screenshots the page as it is now (a state that cannot be reached again by URL, e.g. a token
 * shown once) at its own size and at 375 px, checking that nothing scrolls sideways at 375 px.
 */
export async function shootCurrent(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `site-${name}-light.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `site-${name}-375-light.png`), fullPage: true });
  // On failure, name the elements that stick out of the page (not those inside a scrolling box).
  const { overflow, wide } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(box).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}[${element.getAttribute("data-testid") ?? ""}]`),
  }));
  expect(overflow, `${name} scrolls sideways at 375 px: ${wide.join(" ")}`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}
