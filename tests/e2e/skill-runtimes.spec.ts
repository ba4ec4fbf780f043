// What the skill runtimes need, as a person sees it on the site: an Agent OS skill's package
// requirements with pip/uv commands and its scripts with usage on the Install tab; an Ash skill's
// settings (required or with defaults), input schema, model, tools and iteration limit; an
// OpenClaw skill's invocation fields in the side column. Checked with axe.
import { execFileSync } from "node:child_process";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", "publish-runtime-fixtures.ts")], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    stdio: "pipe",
    timeout: 110_000,
  });
});

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

test("Agent OS: package requirements with pip/uv commands, scripts with usage", async ({ page }) => {
  await page.goto("/runtime-e2e/pdf-processing/install");
  const packages = page.getByTestId("package-requirements");
  await expect(packages).toContainText("pypdf2>=2.0.0");
  await expect(page.getByTestId("packages-pip")).toContainText("python3 -m pip install 'pypdf2>=2.0.0' reportlab");
  await expect(page.getByTestId("packages-uv")).toContainText("uv pip install 'pypdf2>=2.0.0' reportlab");
  await expect(page.getByTestId("no-requirements")).toHaveCount(0);
  await expect(page.getByTestId("skill-scripts")).toContainText("python extract_fields.py <input_pdf>");
  await expect(page.getByTestId("runtime-categories")).toContainText("document");
  await expectNoSeriousA11yViolations(page);
});

test("Ash: settings with defaults, input schema, model, tools and iteration limit", async ({ page }) => {
  await page.goto("/runtime-e2e/web-summary/install");
  const settings = page.getByTestId("skill-settings");
  await expect(settings).toContainText("SUMMARY_API_KEY");
  await expect(settings).toContainText("required");
  await expect(settings).toContainText("default short");
  await expect(page.getByTestId("skill-input-schema")).toContainText('"format": "uri"');
  await expect(page.getByTestId("runtime-model")).toContainText("sonnet");
  await expect(page.getByTestId("runtime-tools")).toContainText("web_fetch");
  await expect(page.getByTestId("runtime-max-iterations")).toContainText("8");
  await expectNoSeriousA11yViolations(page);
});

test("OpenClaw: invocation fields in the side column", async ({ page }) => {
  await page.goto("/runtime-e2e/invocation");
  await expect(page.getByTestId("runtime-model-invocation")).toContainText("No (disable-model-invocation)");
  await expect(page.getByTestId("runtime-dispatch")).toContainText("tool → exec (raw args)");
  await expect(page.getByTestId("runtime-always")).toContainText("Yes");
  await expect(page.getByTestId("runtime-skill-key")).toContainText("invocation-settings");
  await expectNoSeriousA11yViolations(page);
});
