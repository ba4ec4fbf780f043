// Team policy in the browser (issue 18): a signed-in account creates an organisation and becomes its
// owner; on the org's settings it edits the profile and holds suspicious versions for review; a
// publisher member's suspicious versions wait in the review queue (invisible to anonymous visitors),
// where the owner approves one (it is published) and rejects the other with a reason; the audit log
// lists all of it and links the JSON lines export. On the publish page, the member's check says the
// org will hold a suspicious upload once the org is chosen as its owner, and the publish does.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signedInPage, uniqueHandle } from "./support/site-session";

const FIXTURES = path.resolve("tests", "fixtures", "site-publish");

const org = uniqueHandle("pol-org");
const owner = uniqueHandle("pol-owner");
const publisher = uniqueHandle("pol-publisher");
const slug = uniqueHandle("pol-keys");

test.describe.configure({ mode: "serial" });

test("an account creates an organisation from the website, edits its profile and holds suspicious versions", async ({ browser, page }) => {
  const { context, page: ownerPage } = await signedInPage(browser, owner, "/dashboard/new-org");
  const form = ownerPage.getByTestId("new-org");
  // A handle that is taken (the owner's own) is refused as the admin CLI refuses it.
  await form.getByLabel("Handle").fill(owner);
  await form.getByRole("button", { name: "Create organisation" }).click();
  await expect(form.getByText(`The handle '${owner}' is taken.`)).toBeVisible();
  await form.getByLabel("Handle").fill(org);
  await form.getByLabel("Display name").fill("Policy Test Org");
  await form.getByRole("button", { name: "Create organisation" }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/${org}/-/settings$`));

  const profile = ownerPage.getByTestId("org-profile-settings");
  await profile.getByLabel("Bio").fill("We rotate keys.");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Profile saved.")).toBeVisible();
  const policy = ownerPage.getByTestId("org-policy-settings");
  await policy.getByLabel("Suspicious versions").selectOption("hold");
  await policy.getByRole("button", { name: "Save policy" }).click();
  await expect(policy.getByText("Policy saved.")).toBeVisible();
  await context.close();

  await page.goto(`/${org}`);
  await expect(page.getByText("We rotate keys.")).toBeVisible();
  await expect(page.getByTestId("org-settings-link")).toHaveCount(0);
});

test("held versions wait in the review queue; approve publishes one, reject refuses the other; the audit log has it all", async ({ browser, page }) => {
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", "publish-policy-fixtures.ts")], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn", POLICY_ORG: org, POLICY_PUBLISHER: publisher, POLICY_SLUG: slug },
    stdio: "pipe",
    timeout: 170_000,
  });
  // Anonymous visitors see 1.0.0 only: the held versions are numbers never published.
  expect((await page.goto(`/${org}/${slug}`))?.status()).toBe(200);
  expect((await page.goto(`/${org}/${slug}?version=1.1.0`))?.status()).toBe(404);

  const { context, page: ownerPage } = await signedInPage(browser, owner, `/${org}`);
  await ownerPage.getByTestId("org-reviews-link").click();
  await expect(ownerPage).toHaveURL(new RegExp(`/${org}/-/reviews$`));
  const items = ownerPage.getByTestId("review-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`@${publisher}`);
  await expect(items.first().getByTestId("review-findings")).toBeVisible();
  // A finding opens the held version's file at its line, marked: its reviewers may read it.
  const findingLink = items.filter({ hasText: "1.1.0" }).getByTestId("review-findings").getByRole("link").first();
  const line = Number(((await findingLink.textContent()) ?? "").split(":").pop());
  expect(line).toBeGreaterThan(0);
  await findingLink.click();
  await expect(ownerPage).toHaveURL(new RegExp(`version=1\\.1\\.0.*&line=${line}#L${line}$`));
  await expect(ownerPage.locator(`#L${line}`)).toHaveClass(/code-marked/);
  await ownerPage.goto(`/${org}/-/reviews`);

  const first = items.filter({ hasText: "1.1.0" });
  await first.getByRole("button", { name: "Approve and publish" }).click();
  await expect(ownerPage.getByTestId("review-decided")).toContainText(`${slug}@1.1.0 approved: it is published.`);
  const second = ownerPage.getByTestId("review-item").filter({ hasText: "1.2.0" });
  await second.getByLabel("Reason").fill("Reads cloud credentials without saying so.");
  await second.getByRole("button", { name: "Reject" }).click();
  await expect(ownerPage.getByTestId("review-decided")).toContainText(`${slug}@1.2.0 rejected.`);
  await ownerPage.goto(`/${org}/-/reviews`);
  await expect(ownerPage.getByTestId("reviews-empty")).toBeVisible();

  await ownerPage.goto(`/${org}/-/audit`);
  const log = ownerPage.getByTestId("audit-log");
  for (const action of ["org.create", "org.profile", "org.policy", "version.hold", "version.approve", "version.reject"])
    await expect(log).toContainText(action);
  await expect(ownerPage.getByTestId("audit-export")).toHaveAttribute("href", `/api/v1/orgs/${org}/audit`);
  const exported = await ownerPage.request.get(`/api/v1/orgs/${org}/audit`);
  expect(exported.headers()["content-type"]).toContain("application/x-ndjson");
  expect((await exported.text()).trim().split("\n").length).toBeGreaterThanOrEqual(6);
  await context.close();

  // Approved: now anyone sees 1.1.0; rejected: 1.2.0 still does not exist for them.
  expect((await page.goto(`/${org}/${slug}?version=1.1.0`))?.status()).toBe(200);
  expect((await page.goto(`/${org}/${slug}?version=1.2.0`))?.status()).toBe(404);
  // A publisher member is told the settings are for owners and admins.
  const { context: member, page: memberPage } = await signedInPage(browser, publisher, `/${org}/-/settings`);
  await expect(memberPage.getByTestId("org-admin-only")).toBeVisible();
  await member.close();
});

test("the publish page tells a publisher member that the org will hold a suspicious upload, and the publish holds it", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, publisher, "/publish");
  await page.getByTestId("folder-input").setInputFiles(path.join(FIXTURES, "e2e-weather-helper"));
  await expect(page.getByTestId("check-verdict")).toHaveAttribute("data-verdict", "suspicious");
  // Published as themselves first: their own skill has no team policy to tell about.
  await expect(page.getByTestId("check-policy")).toHaveCount(0);
  await page.getByLabel("Slug").fill(`${slug}-web`);
  await page.getByLabel("Publish as").selectOption(org);
  await expect(page.getByTestId("check-policy")).toContainText(`held for review by @${org}'s admins`);
  await expect(page.getByLabel("Slug")).toHaveValue(`${slug}-web`);
  await page.getByTestId("publish-confirm").click();
  await expect(page.getByTestId("publish-result")).toHaveAttribute("data-status", "held");
  await context.close();
});
