// The home page renders and the health endpoint answers on a production build.
import { expect, test } from "@playwright/test";

test("home page shows the product and health is ok", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Skillvault");
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect((await health.json()).database.status).toBe("ok");
});
