// The report automation in a real browser (issue 24): three established accounts report a skill
// through its page, it is hidden pending review; its owner finds the notice on the dashboard and
// appeals; a moderator sees the appeal (and the report weights) in /moderation and upholds it; the
// owner is told. Accounts are aged in the database: weight comes from account age.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { multipartPublish } from "../load/request-mix";
import { createUserWithRole, expectNoSeriousA11yViolations, signedInPage as signedIn, uniqueHandle } from "./support/site-session";

const owner = uniqueHandle("appealer");
const reporters = [uniqueHandle("rep-a"), uniqueHandle("rep-b"), uniqueHandle("rep-c")];
const moderator = uniqueHandle("mod-appeal");
const SLUG = `appeal-${Date.now().toString(36)}`;

async function sql(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

test.describe.serial("reports, hide pending review, appeal", () => {
  test.setTimeout(180_000);

  test("three established accounts' reports hide the skill; the owner is told and appeals", async ({ browser }) => {
    const own = await signedIn(browser, owner, "/settings/tokens");
    await own.page.getByLabel("Label").fill("e2e appeal");
    await own.page.getByRole("button", { name: "Create token" }).click();
    const token = (await own.page.getByTestId("new-token").textContent())?.trim() ?? "";
    expect(token).toMatch(/^clh_/);
    const { body, contentType } = multipartPublish({ slug: SLUG, version: "1.0.0" });
    const published = await own.page.request.post("/api/v1/skills", { headers: { authorization: `Bearer ${token}`, "content-type": contentType }, data: body });
    expect(published.status()).toBe(200);

    for (const handle of reporters) {
      const { context, page } = await signedIn(browser, handle, "/dashboard");
      await sql(`UPDATE "User" SET "createdAt" = now() - interval '60 days' WHERE "handle" = $1`, [handle]);
      await page.goto(`/${owner}/${SLUG}`);
      await page.getByTestId("report").locator("summary").click();
      await page.getByLabel("Reason").selectOption({ index: 1 });
      await page.getByRole("button", { name: "Send report" }).click();
      await expect(page.getByTestId("report-sent")).toBeVisible();
      await context.close();
    }
    const anonymous = await browser.newContext();
    expect((await (await anonymous.newPage()).goto(`/${owner}/${SLUG}`))?.status()).toBe(404);
    await anonymous.close();

    await own.page.goto("/dashboard");
    const notice = own.page.getByTestId("notification").filter({ hasText: SLUG });
    await expect(notice).toContainText("hidden pending review");
    await expectNoSeriousA11yViolations(own.page, "dashboard with a notification");
    await notice.getByLabel(/Why should it be public/).fill("A competitor's pile-on; the script only prints its version.");
    await notice.getByRole("button", { name: "Appeal" }).click();
    await expect(notice).toContainText("Your appeal is with the moderators.");
    await own.context.close();
  });

  test("a moderator upholds the appeal; the skill is public again and the owner is told", async ({ browser }) => {
    // Development sign-in never signs in as staff: sign in as a plain user first, then promote.
    const { context, page } = await signedIn(browser, moderator, "/");
    createUserWithRole(moderator, "moderator");
    await page.goto("/moderation");
    const appeal = page.locator(`[data-testid="queue-appeal"][data-slug="${SLUG}"]`);
    await expect(appeal).toContainText("competitor's pile-on");
    await expect(page.locator(`[data-testid="queue-report"][data-slug="${SLUG}"]`).first()).toContainText("weight 2");
    await expectNoSeriousA11yViolations(page, "moderation with an appeal");
    await appeal.getByRole("textbox").fill("Reviewed the script: harmless.");
    await appeal.getByRole("button", { name: "Uphold: make public" }).click();
    await expect(page.locator(`[data-testid="queue-appeal"][data-slug="${SLUG}"]`)).toHaveCount(0);
    await context.close();

    const anonymous = await browser.newContext();
    expect((await (await anonymous.newPage()).goto(`/${owner}/${SLUG}`))?.status()).toBe(200);
    await anonymous.close();
    const own = await signedIn(browser, owner, "/dashboard");
    await expect(own.page.getByTestId("notification").filter({ hasText: "appeal was upheld" })).toBeVisible();
    await own.context.close();
  });
});
