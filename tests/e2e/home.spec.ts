// The home page renders its search and shelves, and health is ok, on a production build.
import { expect, test } from "@playwright/test";

test("home page shows the product and its search, and health is ok", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("scanned and signed");
  await expect(page.getByTestId("site-logo")).toContainText("Skillvault");
  await expect(page.getByRole("search", { name: "Search all skills" })).toBeVisible();
  await expect(page.getByTestId("publish-cta")).toBeVisible();
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect((await health.json()).database.status).toBe("ok");
});
