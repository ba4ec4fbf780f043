// GitHub import in a real browser: a real git repository behind a local GitHub API, the /import
// page finds its skills, publishes two with sync on, the sync switch answers, and the manage page
// shows the repository's own webhook URL and secret (and rotates it).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { GitRepository } from "../setup/github/git-repository";
import { startLocalGithub, type LocalGithub } from "../setup/github/local-github";
import { buildSkillsRepository } from "../setup/github/skills-repository";
import { E2E_GITHUB_PORT } from "./e2e-ports";
import { shootCurrent } from "./support/site-session";

let github: LocalGithub;
let repo: GitRepository;

test.beforeAll(async () => {
  github = await startLocalGithub({ port: E2E_GITHUB_PORT });
  repo = buildSkillsRepository();
});
test.afterAll(async () => {
  await github?.close();
  repo?.remove();
});

async function linkGithubId(handle: string, githubId: number) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE "User" SET "githubId" = $1 WHERE "handle" = $2`, [String(githubId), handle]);
  } finally {
    await client.end();
  }
}

test("import from GitHub: find skills → publish two with sync → turn sync off", async ({ page }) => {
  const handle = `e2e-gh-${Date.now().toString(36)}`;
  const githubId = 880_000 + Math.floor(Math.random() * 10_000);
  github.users.set(githubId, handle);
  github.host({ id: githubId + 1, owner: { login: handle, id: githubId, type: "User" }, name: "agent-skills", git: repo });

  await page.goto("/import");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/import$/);
  await linkGithubId(handle, githubId);
  await page.reload();

  await page.getByLabel("Repository or folder URL").fill(`${handle}/agent-skills`);
  await page.getByRole("button", { name: "Find skills" }).click();
  const candidates = page.getByTestId("import-candidate");
  await expect(candidates).toHaveCount(4);
  await expect(candidates.first()).toContainText("pdf-tools");
  await expect(candidates.first()).toContainText("clean");
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
  await shootCurrent(page, "import-candidates");

  // Publish pdf-tools and doc-writer (renamed); leave the other two out.
  await page.getByRole("checkbox", { name: "code-review" }).uncheck();
  await page.getByRole("checkbox", { name: "repo-helper" }).uncheck();
  await page.locator("#candidate-3-slug").fill(`${handle}-docs`);
  await page.getByLabel("Keep in sync with GitHub").check();
  await page.getByRole("button", { name: "Publish selected skills" }).click();

  const results = page.getByTestId("import-results");
  await expect(results).toContainText("pdf-tools@2.1.0");
  await expect(results).toContainText(`${handle}-docs@1.0.0`);
  await expect(results.getByRole("status").first()).toHaveText("Sync on");

  await expect(page.getByTestId("import-webhook-hint")).toBeVisible();

  const pdfSync = page.getByRole("form", { name: "GitHub sync for pdf-tools" });
  await pdfSync.getByRole("button", { name: "Turn sync off" }).click();
  await expect(pdfSync.getByRole("status")).toHaveText("Sync off");

  // The repository's own webhook (URL and secret) is on the synced skill's manage page.
  await page.goto(`/${handle}/${handle}-docs/manage`);
  const webhook = page.getByTestId("sync-webhook");
  await webhook.locator("summary").click();
  await expect(page.getByTestId("webhook-url")).toHaveText(/\/api\/v1\/github\/webhook\/[a-z0-9]+$/);
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const secret = await page.getByTestId("webhook-secret").textContent();
  await webhook.getByRole("button", { name: "Rotate secret" }).click();
  await expect(webhook.getByText("New secret")).toBeVisible();
  await expect(page.getByTestId("webhook-secret")).not.toHaveText(secret ?? "");
  const onManage = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(onManage.map((v) => v.id)).toEqual([]);
});

test("import from GitHub: an unknown repository is explained, not a crash", async ({ page }) => {
  const handle = `e2e-gh2-${Date.now().toString(36)}`;
  await page.goto("/import");
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/import$/);
  // This server has no GitHub sign-in: an unlinked account is told what the operator must set up.
  await expect(page.getByTestId("import-github-unconfigured")).toBeVisible();
  await linkGithubId(handle, 890_000 + Math.floor(Math.random() * 10_000));
  await page.reload();
  await page.getByLabel("Repository or folder URL").fill("not a repository");
  await page.getByRole("button", { name: "Find skills" }).click();
  await expect(page.getByTestId("import-error")).toContainText("owner/repo");
});
