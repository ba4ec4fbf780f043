// The readable API page: every documented operation is listed, links to the machine-readable
// document work (its axe check runs with its screenshots in publish-manage-moderate.spec.ts).
import { expect, test } from "@playwright/test";

test("the API page lists the trust routes and links the OpenAPI document", async ({ page, request }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API");
  const openapi = await request.get("/api/v1/openapi.json");
  expect(openapi.status()).toBe(200);
  const document = (await openapi.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  expect(ids.length).toBeGreaterThan(5);
  for (const id of ids) await expect(page.locator(`section#${id}`)).toHaveCount(1);
  await expect(page.locator("section#getVersionAttestation")).toContainText("/api/v1/skills/{slug}/versions/{version}/attestation");
  await expect(page.locator("section#listChanges")).toContainText("VALIDATION_FAILED");

  const keysLink = page.getByRole("main").locator('a[href$="/.well-known/skillvault-keys.json"]').first();
  await expect(keysLink).toBeVisible();
  const keys = await request.get((await keysLink.getAttribute("href"))!);
  expect(((await keys.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  // Accessibility of this page (light and dark, desktop and 375 px) is checked where
  // publish-manage-moderate.spec.ts photographs it: axe on this very long page takes seconds.
});
