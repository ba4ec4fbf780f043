// Against the real server process: a client cannot escape the per-IP rate limit by making up a
// different X-Forwarded-For on each request (next start passes the header through; the server
// appends the socket's peer address, lib/http/append-peer-address.ts). Named to run last: it spends
// this machine's "auth" budget (sign-ins) for a minute.
import { expect, test } from "@playwright/test";

test("a made-up X-Forwarded-For per request does not reset the per-IP rate limit", async ({ request }) => {
  // The auth budget is 60 a minute per IP, in windows aligned to the clock the server shares with
  // this test: start well inside one, so 75 quick requests cannot straddle its end and see a fresh budget.
  if (Date.now() % 60_000 > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - (Date.now() % 60_000)));
  // 75 requests each claiming a different client address.
  const statuses: number[] = [];
  for (let i = 0; i < 75; i++) {
    const response = await request.post("/api/cli/device/code", {
      headers: { "x-forwarded-for": `198.18.${i}.${i}`, "content-type": "application/json" },
      data: "{}",
    });
    statuses.push(response.status());
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
});
