// Teams and private skills in the browser (issue 18): a member sees the org's private skill with
// its "Private" badge; an outsider and an anonymous visitor get the site's 404, as for a name never
// used; the org's owner makes it public on the manage page and everyone sees it; the owner invites
// an account by handle on the members page, which accepts on its dashboard and becomes a member.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signedInPage, uniqueHandle } from "./support/site-session";

const org = uniqueHandle("team-org");
const owner = uniqueHandle("team-owner");
const member = uniqueHandle("team-member");
const outsider = uniqueHandle("team-outsider");
const slug = uniqueHandle("team-checklist");

test.beforeAll(() => {
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", "publish-team-fixtures.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      LOG_LEVEL: "warn",
      TEAM_ORG: org,
      TEAM_OWNER: owner,
      TEAM_MEMBER: member,
      TEAM_OUTSIDER: outsider,
      TEAM_SLUG: slug,
    },
    stdio: "pipe",
    timeout: 170_000,
  });
});

test("a member sees the private skill with its badge; an outsider and an anonymous visitor get a 404", async ({ browser, page }) => {
  const { context, page: memberPage } = await signedInPage(browser, member, `/${org}`);
  const seen = await memberPage.goto(`/${org}/${slug}`);
  expect(seen?.status()).toBe(200);
  await expect(memberPage.getByTestId("skill-name")).toBeVisible();
  await expect(memberPage.getByText("Private", { exact: true })).toBeVisible();
  // The team finds it in search, ranked with the public results, and in the search box's suggestions; nobody else does.
  await memberPage.goto(`/search?q=${encodeURIComponent("deployment checklist")}`);
  await expect(memberPage.getByTestId("results")).toContainText("The team's private deployment checklist.");
  await expect(memberPage.getByTestId("results").locator(`a[href="/${org}/${slug}"]`)).toHaveCount(1);
  const suggested = await memberPage.request.get(`/search/suggestions?q=${encodeURIComponent(slug.slice(0, 6))}`);
  expect(((await suggested.json()) as { suggestions: Array<{ slug: string }> }).suggestions.map((hit) => hit.slug)).toContain(slug);
  expect(suggested.headers()["cache-control"]).toBe("private, no-store");
  await context.close();

  const anonymous = await page.goto(`/${org}/${slug}`);
  expect(anonymous?.status()).toBe(404);
  await expect(page.getByText("deployment checklist")).toHaveCount(0);

  const { context: outside, page: outsiderPage } = await signedInPage(browser, outsider, "/dashboard");
  expect((await outsiderPage.goto(`/${org}/${slug}`))?.status()).toBe(404);
  await outsiderPage.goto(`/search?q=${encodeURIComponent("deployment checklist")}`);
  await expect(outsiderPage.getByText("private deployment checklist")).toHaveCount(0);
  await expect(outsiderPage.locator(`a[href="/${org}/${slug}"]`)).toHaveCount(0);
  const notSuggested = await outsiderPage.request.get(`/search/suggestions?q=${encodeURIComponent(slug.slice(0, 6))}`);
  expect(((await notSuggested.json()) as { suggestions: Array<{ slug: string }> }).suggestions.map((hit) => hit.slug)).not.toContain(slug);
  expect((await outsiderPage.goto(`/${org}/-/members`))?.status()).toBe(200);
  await expect(outsiderPage.getByTestId("members-forbidden")).toBeVisible();
  await outside.close();
});

test("the org's owner makes the skill public on the manage page; then anyone sees it", async ({ browser, page }) => {
  const { context, page: ownerPage } = await signedInPage(browser, owner, `/${org}/${slug}/manage`);
  const card = ownerPage.getByTestId("manage-visibility");
  await card.getByLabel("Who may see it").selectOption("public");
  await card.getByRole("button", { name: "Save visibility" }).click();
  await expect(card.getByText("Visibility is now public.")).toBeVisible();
  await context.close();
  expect((await page.goto(`/${org}/${slug}`))?.status()).toBe(200);
  await expect(page.getByText("Private", { exact: true })).toHaveCount(0);
});

test("invitations by handle: the owner invites, the invitee accepts on the dashboard and sees the members", async ({ browser }) => {
  const { context, page: ownerPage } = await signedInPage(browser, owner, `/${org}/-/members`);
  await expect(ownerPage.getByTestId("org-member")).toHaveCount(2);
  const invite = ownerPage.getByTestId("org-invite");
  await invite.getByLabel("Handle").fill(outsider);
  await invite.getByLabel("Role").selectOption("publisher");
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(invite.getByText(`Invited @${outsider} as publisher.`)).toBeVisible();
  await context.close();

  const { context: invitee, page: inviteePage } = await signedInPage(browser, outsider, "/dashboard");
  const invitations = inviteePage.getByTestId("org-invitations");
  await expect(invitations).toContainText(`@${org} invites you as publisher`);
  await invitations.getByRole("button", { name: "Accept" }).click();
  // Answered, the invitation leaves the dashboard (the page re-renders without it).
  await expect(inviteePage.getByTestId("org-invitations")).toHaveCount(0);
  await inviteePage.goto(`/${org}/-/members`);
  await expect(inviteePage.getByTestId("org-member")).toHaveCount(3);
  await invitee.close();
});
