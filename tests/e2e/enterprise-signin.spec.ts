// Enterprise sign-in (issue 18) in Chromium against a real OpenID provider (oidc-provider, started
// here on the port the e2e server's AUTH_OIDC_ISSUER names): the sign-in page's button, the
// provider's own login and consent pages, back signed in with a handle made from
// preferred_username (with a number, because an existing account holds the bare one: a matching
// name never signs anyone in as someone else). The group claim (AUTH_OIDC_GROUP_MAP) makes the
// account a member of the org, so its private skill opens; after the group is taken away at the
// provider, the next sign-in takes the membership away and the skill is a 404 again.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startOidcIssuer, type OidcIssuer } from "../setup/oidc-issuer";
import { e2eSql } from "./support/e2e-database";
import { E2E_OIDC } from "./support/e2e-oidc";
import { signedInPage, uniqueHandle } from "./support/site-session";

const org = E2E_OIDC.org;
const owner = uniqueHandle("sso-owner");
const handMember = uniqueHandle("sso-hand");
// An account created before the sign-in, holding the handle the provider's username asks for.
const username = uniqueHandle("sso-jane");
const slug = uniqueHandle("sso-runbook");
const login = `e2e-subject-${Date.now().toString(36)}`;
let issuer: OidcIssuer;

// One story in order: after a failure the rest would only repeat it.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  issuer = await startOidcIssuer({ port: E2E_OIDC.port, clientId: E2E_OIDC.clientId, clientSecret: E2E_OIDC.clientSecret, redirectUri: E2E_OIDC.redirectUri });
  issuer.accounts.set(login, {
    preferred_username: `${username.toUpperCase()}@acme.example`,
    name: "Jane Doe",
    email: `${username}@acme.example`,
    email_verified: true,
    groups: ["cn=everyone,ou=groups,dc=acme,dc=example", E2E_OIDC.group, E2E_OIDC.group],
  });
  execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("tests", "e2e", "support", "publish-team-fixtures.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      LOG_LEVEL: "warn",
      TEAM_ORG: org,
      TEAM_OWNER: owner,
      TEAM_MEMBER: handMember,
      TEAM_OUTSIDER: username,
      TEAM_SLUG: slug,
    },
    stdio: "pipe",
    timeout: 170_000,
  });
});

test.afterAll(async () => {
  await issuer?.stop();
});

/** Signs in through the provider's login and consent pages in a fresh browser, landing on /dashboard. */
async function signInWithSso(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/signin?callbackUrl=%2Fdashboard");
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

const expectedHandle = `${username}-2`;

test("signs in through the provider's pages with a fresh handle, and the group claim opens the org's private skill", async ({ browser }) => {
  const { context, page } = await signInWithSso(browser);
  await page.goto("/signin");
  await expect(page.getByText(`Signed in as @${expectedHandle}`)).toBeVisible();

  const skill = await page.goto(`/${org}/${slug}`);
  expect(skill?.status()).toBe(200);
  await expect(page.getByTestId("skill-name")).toBeVisible();
  await expect(page.getByText("Private", { exact: true })).toBeVisible();
  await context.close();

  // Linked by issuer and subject, granted by the claim; the account that held the bare handle is untouched.
  const rows = await e2eSql(
    `SELECT a."providerAccountId", m."role", m."source" FROM "User" u JOIN "Account" a ON a."userId" = u."id"
     JOIN "Membership" m ON m."userId" = u."id" JOIN "User" o ON o."id" = m."orgId" AND o."handle" = $2 WHERE u."handle" = $1`,
    [expectedHandle, org],
  );
  expect(rows.rows).toEqual([{ providerAccountId: `${issuer.issuer}#${login}`, role: "member", source: "oidc" }]);
  expect((await e2eSql(`SELECT count(*)::int AS n FROM "Account" a JOIN "User" u ON u."id" = a."userId" WHERE u."handle" = $1`, [username])).rows).toEqual([
    { n: 0 },
  ]);

  // The org's owner sees which membership the claim manages.
  const { context: ownerContext, page: ownerPage } = await signedInPage(browser, owner, `/${org}/-/members`);
  await expect(
    ownerPage
      .getByTestId("org-member")
      .filter({ hasText: `@${expectedHandle}` })
      .getByText("via SSO"),
  ).toBeVisible();
  await expect(
    ownerPage
      .getByTestId("org-member")
      .filter({ hasText: `@${handMember}` })
      .getByText("via SSO"),
  ).toHaveCount(0);
  await ownerContext.close();
});

test("after the group is taken away at the provider, the next sign-in takes the membership away", async ({ browser }) => {
  issuer.accounts.set(login, { ...issuer.accounts.get(login), groups: ["cn=everyone,ou=groups,dc=acme,dc=example"] });
  const { context, page } = await signInWithSso(browser);
  await page.goto("/signin");
  await expect(page.getByText(`Signed in as @${expectedHandle}`)).toBeVisible();
  expect((await page.goto(`/${org}/${slug}`))?.status()).toBe(404);
  await context.close();

  const audit = await e2eSql(`SELECT "action", "data"->>'source' AS source FROM "AuditLog" WHERE "data"->>'user' = $1 AND "data"->>'org' = $2 ORDER BY "id"`, [
    expectedHandle,
    org,
  ]);
  expect(audit.rows).toEqual([
    { action: "org.member-add", source: "oidc" },
    { action: "org.member-remove", source: "oidc" },
  ]);
  // The member added by hand stays.
  const hand = await e2eSql(`SELECT m."source" FROM "Membership" m JOIN "User" u ON u."id" = m."userId" WHERE u."handle" = $1`, [handMember]);
  expect(hand.rows).toEqual([{ source: "manual" }]);
});
