// The second half of the website in a real browser against the production build: publish a folder
// with a warning-level finding (check → findings → confirm → skill page → search), a malicious
// folder blocked with nothing published, star and report, a moderator clearing the suspicious
// version, and the owner managing the skill from the dashboard (topics, tags, withdraw/restore,
// transfer accepted by the recipient, delete/undelete). Every page is checked with axe and
// screenshotted in light, dark and 375 px.
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { startLocalGithub, type LocalGithub } from "../setup/github/local-github";
import { E2E_GITHUB_PORT } from "./e2e-ports";
import { createUserWithRole, expectNoSeriousA11yViolations, SCREENSHOTS, shootEverywhere, signedInPage, uniqueHandle } from "./support/site-session";

const FIXTURES = path.resolve("tests", "fixtures", "site-publish");
const SKILL = "e2e-weather-helper";
const owner = uniqueHandle("pub");
const fan = uniqueHandle("fan");
const moderator = uniqueHandle("mod");

test.describe.serial("publish, manage and moderate", () => {
  test.setTimeout(180_000);

  test("publish a folder with a warning-level finding: findings before confirming, then the skill page and search show it", async ({ browser }) => {
    const { context, page } = await signedInPage(browser, owner, "/publish");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publish a skill");
    await expect(page.getByTestId("drop-zone")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "publish (pick)");

    await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, SKILL));
    await expect(page.getByTestId("review-heading")).toContainText(SKILL);
    await expect(page.getByTestId("check-verdict")).toHaveAttribute("data-verdict", "suspicious");
    const finding = page.locator('[data-testid="finding"][data-rule="cred-undeclared-secret"]');
    await expect(finding).toHaveCount(1);
    await expect(finding.getByTestId("finding-location")).toHaveText("SKILL.md:11");
    await expect(finding).toContainText("get.forecast-tools.example.dev");
    await expect(page.getByTestId("check-files")).toContainText("SKILL.md");
    await expect(page.getByLabel("Slug")).toHaveValue(SKILL);
    await expectNoSeriousA11yViolations(page, "publish (review)");

    await page.getByLabel("Display name").fill("Weather Helper (e2e)");
    await page.getByLabel("Changelog").fill("First release.");
    await page.getByLabel("Topics").fill("weather, e2e");
    await page.getByTestId("publish-confirm").click();
    const result = page.getByTestId("publish-result");
    await expect(result).toHaveAttribute("data-status", "published");
    await expect(page.getByTestId("result-verdict")).toHaveAttribute("data-verdict", "suspicious");
    await expectNoSeriousA11yViolations(page, "publish (result)");
    await page.screenshot({ path: path.join(SCREENSHOTS, "site-publish-result-light.png"), fullPage: true });
    // The result's findings open their line in the new version's files.
    const resultLocation = result.locator('[data-testid="finding"][data-rule="cred-undeclared-secret"]').getByTestId("finding-location");
    await expect(resultLocation.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^/${owner}/${SKILL}/files\\?version=[^&]+&path=SKILL\\.md&line=11#L11$`),
    );

    await page.getByTestId("result-skill-link").click();
    await expect(page).toHaveURL(`/${owner}/${SKILL}`);
    await expect(page.getByTestId("skill-name")).toHaveText("Weather Helper (e2e)");
    await expect(page.getByTestId("verdict-badge")).toHaveAttribute("data-verdict", "suspicious");
    await expect(page.getByTestId("manage-link")).toHaveAttribute("href", `/${owner}/${SKILL}/manage`);

    // Search finds it at once; suspicious skills are shown when the searcher asks for them.
    await page.goto("/search?q=weather%20helper");
    // The filters apply as soon as they change (no Apply button while JavaScript runs).
    await page.getByRole("checkbox", { name: "Suspicious" }).check();
    await expect(page).toHaveURL(/verdict=suspicious/);
    await expect(page.locator(`[data-testid="skill-card"][data-slug="${SKILL}"]`).first()).toBeVisible();

    await shootEverywhere(browser, context, "publish", "/publish");
    await shootEverywhere(browser, context, "publish-review", "/publish", async (shot) => {
      await shot.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, SKILL));
      await expect(shot.getByTestId("review-heading")).toBeVisible();
    });
    await context.close();
  });

  test("a malicious folder is blocked with every finding, and nothing is published", async ({ browser, baseURL }) => {
    const handle = uniqueHandle("bad");
    const { context, page } = await signedInPage(browser, handle, "/publish");
    await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "e2e-free-credits"));
    await expect(page.getByTestId("check-blocked")).toBeVisible();
    await expect(page.getByTestId("check-verdict")).toHaveAttribute("data-verdict", "blocked");
    await expect(page.locator('[data-testid="finding"][data-rule="exec-pipe-shell-untrusted"]').getByTestId("finding-location")).toHaveText(
      "scripts/setup.sh:2",
    );
    await expect(page.locator('[data-testid="finding"][data-rule="exec-pipe-shell-untrusted"]')).toContainText("critical", { ignoreCase: true });
    await expect(page.getByTestId("publish-confirm")).toBeDisabled();
    await expectNoSeriousA11yViolations(page, "publish (blocked check)");
    await page.screenshot({ path: path.join(SCREENSHOTS, "site-publish-blocked-light.png"), fullPage: true });

    // The server refuses the same bytes too, with every finding, when the page is bypassed.
    const form = new FormData();
    form.set("meta", JSON.stringify({ paths: ["e2e-free-credits/SKILL.md", "e2e-free-credits/scripts/setup.sh"] }));
    const { readFileSync } = await import("node:fs");
    form.append("files", new Blob([readFileSync(path.join(FIXTURES, "e2e-free-credits", "SKILL.md"))]), "SKILL.md");
    form.append("files", new Blob([readFileSync(path.join(FIXTURES, "e2e-free-credits", "scripts", "setup.sh"))]), "setup.sh");
    const refused = await page.request.post("/api/v1/skills/-/publish", { headers: { origin: baseURL! }, multipart: form });
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { error: { code: string; details: { findings: Array<{ ruleId: string }> } } };
    expect(body.error.code).toBe("SCAN_BLOCKED");
    expect(body.error.details.findings.map((entry) => entry.ruleId)).toContain("exfil-credential-to-network");

    expect((await page.goto(`/${handle}/e2e-free-credits`))?.status()).toBe(404);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "You have not published a skill yet" })).toBeVisible();
    await context.close();
  });

  test("another user stars and reports the skill", async ({ browser }) => {
    const { context, page } = await signedInPage(browser, fan, `/${owner}/${SKILL}`);
    await page.getByTestId("star-button").click();
    await expect(page.getByTestId("star-button")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("star-count")).toHaveText("1");
    await page.getByTestId("report").locator("summary").click();
    await page.getByLabel("Reason").selectOption({ index: 1 });
    await page.getByLabel("Details (optional)").fill("The install step pipes a remote script into bash.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByTestId("report-sent")).toBeVisible();

    await page.goto("/moderation");
    await expect(page.getByTestId("moderation-forbidden")).toBeVisible();
    await context.close();
  });

  test("a moderator clears the suspicious version and dismisses the report", async ({ browser }) => {
    // Development sign-in never signs in as staff: sign in as a plain user first, then promote.
    const { context, page } = await signedInPage(browser, moderator, "/");
    createUserWithRole(moderator, "moderator");
    await page.goto("/moderation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moderation queue");
    await expectNoSeriousA11yViolations(page, "moderation");
    await shootEverywhere(browser, context, "moderation", "/moderation");

    const version = page.locator(`[data-testid="queue-version"][data-slug="${SKILL}"]`);
    await expect(version).toContainText("get.forecast-tools.example.dev");
    // A finding opens the version's file at its line, marked.
    await version.locator('[data-testid="finding"][data-rule="cred-undeclared-secret"]').getByTestId("finding-location").getByRole("link").click();
    await expect(page.locator("tr#L11")).toHaveClass(/code-marked/);
    await page.goto("/moderation");
    await version.getByRole("textbox").fill("Reviewed: the installer is the tool's own documented install path.");
    await version.getByTestId("clear-version").click();
    // Decided, it leaves the queue (the page re-renders from the server).
    await expect(version).toHaveCount(0);
    await page.reload();
    await expect(version).toHaveCount(0);

    const report = page.locator(`[data-testid="queue-report"][data-slug="${SKILL}"]`);
    await expect(report).toContainText("pipes a remote script");
    await report.getByRole("textbox").fill("Cleared after review.");
    await report.getByRole("button", { name: "Dismiss" }).click();
    await expect(report).toHaveCount(0);

    // A reason is required: an empty one is refused with its message, nothing changes.
    const tool = page.getByTestId("tool-version");
    await tool.getByLabel("Slug").fill(SKILL);
    await tool.getByLabel("Version").fill("1.0.0");
    await tool.getByRole("textbox", { name: "Reason" }).evaluate((input: HTMLInputElement) => (input.required = false));
    await tool.getByRole("button", { name: "Apply" }).click();
    await expect(tool.getByTestId("action-error")).toBeVisible();
    // With a reason it applies, and says what it did.
    await tool.getByLabel("Action").selectOption("suspicious");
    await tool.getByRole("textbox", { name: "Reason" }).fill("Flag again to check the tools form.");
    await tool.getByRole("button", { name: "Apply" }).click();
    await expect(tool.getByTestId("action-ok")).toHaveText(`${SKILL}@1.0.0 marked suspicious.`);
    await tool.getByLabel("Action").selectOption("clear");
    await tool.getByRole("textbox", { name: "Reason" }).fill("Reviewed again: fine.");
    await tool.getByRole("button", { name: "Apply" }).click();
    await expect(tool.getByTestId("action-ok")).toHaveText(`${SKILL}@1.0.0 cleared.`);

    await page.goto(`/${owner}/${SKILL}`);
    await expect(page.getByTestId("verdict-badge")).toHaveAttribute("data-verdict", "clean");
    // Cleared, it is found by a plain search.
    await page.goto("/search?q=weather%20helper");
    await expect(page.locator(`[data-testid="skill-card"][data-slug="${SKILL}"]`).first()).toBeVisible();
    await context.close();
  });

  test("the owner trusts a GitHub workflow to publish the skill, then removes it", async ({ browser }) => {
    // Registration asks GitHub for the repository's ids: the server's GITHUB_API_URL is this port.
    const github: LocalGithub = await startLocalGithub({ port: E2E_GITHUB_PORT });
    github.host({ id: 8801, owner: { login: owner, id: 8802, type: "User" }, name: "weather-helper" });
    try {
      await trustAndRemove(browser);
    } finally {
      await github.close();
    }
  });

  async function trustAndRemove(browser: Browser) {
    const { context, page } = await signedInPage(browser, owner, "/settings/publishing");
    const form = page.getByRole("form", { name: `Add a trusted publisher for ${SKILL}` });
    await form.getByLabel("Repository").fill(`${owner}/weather-helper`);
    await form.getByLabel("Workflow file").fill("publish.yml");
    await form.getByRole("button", { name: "Add trusted publisher" }).click();
    await expect(form.getByTestId("action-ok")).toBeVisible();
    const trusted = page.getByRole("button", { name: `Remove ${owner}/weather-helper publish.yml` });
    await expect(trusted).toBeVisible();
    await expectNoSeriousA11yViolations(page, "trusted publishing");
    await shootEverywhere(browser, context, "settings-publishing", "/settings/publishing");

    // The same workflow twice is refused with its code; nothing is added.
    await form.getByLabel("Repository").fill(`${owner}/weather-helper`);
    await form.getByLabel("Workflow file").fill("publish.yml");
    await form.getByRole("button", { name: "Add trusted publisher" }).click();
    await expect(form.getByTestId("action-error").locator("[data-code]")).toHaveAttribute("data-code", "TRUSTED_PUBLISHER_EXISTS");
    await expect(trusted).toHaveCount(1);
    await trusted.click();
    await expect(page.getByRole("button", { name: `Remove ${owner}/weather-helper publish.yml` })).toHaveCount(0);
    await context.close();
  }

  test("the owner manages the skill from the dashboard: topics, tags, withdraw/restore, transfer, delete/undelete", async ({ browser }) => {
    const { context, page } = await signedInPage(browser, owner, "/dashboard");
    const row = page.locator(`[data-testid="dashboard-skill"][data-slug="${SKILL}"]`);
    await expect(row).toContainText("Weather Helper (e2e)");
    await expect(row).toContainText("1 star");
    await expectNoSeriousA11yViolations(page, "dashboard");
    await shootEverywhere(browser, context, "dashboard", "/dashboard");

    await row.getByTestId("dashboard-manage").click();
    await expect(page).toHaveURL(`/${owner}/${SKILL}/manage`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Weather Helper (e2e)");
    await expectNoSeriousA11yViolations(page, "manage");
    await shootEverywhere(browser, context, "manage", `/${owner}/${SKILL}/manage`);

    const topics = page.getByTestId("manage-topics");
    await topics.getByLabel("Topics (comma-separated)").fill("Weather, forecast, not valid!");
    await topics.getByRole("button", { name: "Save topics" }).click();
    await expect(topics.getByTestId("action-error")).toHaveAttribute("data-code", "TOPIC_INVALID");
    await topics.getByLabel("Topics (comma-separated)").fill("Weather, forecast");
    await topics.getByRole("button", { name: "Save topics" }).click();
    await expect(topics.getByTestId("action-ok")).toHaveText("Saved: weather, forecast.");

    const tags = page.getByTestId("manage-tags");
    await tags.getByLabel("Tag", { exact: true }).fill("stable");
    await tags.getByRole("button", { name: "Set tag" }).click();
    await expect(tags.locator('[data-testid="dist-tag"][data-tag="stable"]')).toContainText("v1.0.0");
    await tags.getByRole("button", { name: "Remove tag stable" }).click();
    await expect(tags.locator('[data-testid="dist-tag"][data-tag="stable"]')).toHaveCount(0);

    const version = page.locator('[data-testid="manage-version"][data-version="1.0.0"]');
    await version.getByText("Withdraw…").click();
    await version.getByLabel("Reason (optional, shown on the version)").fill("Testing withdrawal.");
    await version.getByRole("button", { name: "Withdraw v1.0.0" }).click();
    await expect(version).toContainText("Withdrawn: Testing withdrawal.");
    await version.getByRole("button", { name: "Restore v1.0.0" }).click();
    await expect(version).not.toContainText("Withdrawn");

    const transfer = page.getByTestId("manage-transfer");
    await transfer.getByLabel("Recipient's handle").fill(`@${fan}`);
    await transfer.getByLabel("Message (optional)").fill("It is yours now.");
    await transfer.getByRole("button", { name: "Offer transfer" }).click();
    await expect(page.getByTestId("pending-transfer")).toContainText(`@${fan}`);

    const recipient = await signedInPage(browser, fan, "/dashboard");
    const offer = recipient.page.getByTestId("transfers-incoming").locator(`[data-testid="transfer"][data-slug="${SKILL}"]`);
    await expect(offer).toContainText("It is yours now.");
    await expectNoSeriousA11yViolations(recipient.page, "dashboard (incoming transfer)");
    await recipient.page.screenshot({ path: path.join(SCREENSHOTS, "site-dashboard-transfer-light.png"), fullPage: true });
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect(recipient.page.locator(`[data-testid="dashboard-skill"][data-slug="${SKILL}"]`)).toBeVisible();

    await recipient.page.goto(`/${fan}/${SKILL}/manage`);
    const danger = recipient.page.getByTestId("manage-danger");
    await danger.getByText("Delete this skill…").click();
    await danger.getByRole("button", { name: `Delete ${SKILL}` }).click();
    await expect(recipient.page.getByText("This skill is deleted")).toBeVisible();
    expect((await page.goto(`/${fan}/${SKILL}`))?.status()).toBe(404);
    await recipient.page.getByRole("button", { name: `Undelete ${SKILL}` }).click();
    await expect(recipient.page.getByTestId("manage-topics")).toBeVisible();
    expect((await page.goto(`/${fan}/${SKILL}`))?.status()).toBe(200);

    // The previous owner can no longer manage it.
    await page.goto(`/${fan}/${SKILL}/manage`);
    await expect(page.getByTestId("manage-forbidden")).toBeVisible();
    await recipient.context.close();
    await context.close();
  });

  test("the API page renders the OpenAPI document", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API");
    await expect(page.locator("section#publishSkillUpload")).toContainText("/api/v1/skills/-/publish");
    await expect(page.locator("section#publishSkillUpload")).toContainText("SCAN_BLOCKED");
    await shootEverywhere(browser, context, "api-docs", "/docs/api");
    await context.close();
  });
});
