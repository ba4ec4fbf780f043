// Screenshots for the newcomer specs: the page as it is now, at 1280×800 and 375×812, light and
// dark (the .dark class the theme toggle sets), full page plus the first screen, checking that
// nothing scrolls sideways and (at 1280) that axe finds no serious or critical violation.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENSHOTS } from "./site-session";

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

export async function shootStates(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    for (const size of SIZES) {
      const variant = `${size.width}-${dark ? "dark" : "light"}`;
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${variant}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `newcomer-${name}-${variant}.png`), fullPage: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `newcomer-${name}-${variant}-first-screen.png`) });
      if (size.width === 1280) await expectNoSeriousA11yViolations(page, `${name} (${variant})`);
    }
  }
  await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), wasDark);
  if (original) await page.setViewportSize(original);
}
