// Against the real server process: a client cannot escape the per-IP rate limit by making up a
// different X-Forwarded-For on each request (next start passes the header through; the server
// appends the socket's peer address, lib/http/append-peer-address.ts). Named to run last: it spends
// this machine's "auth" budget (sign-ins) for a minute.
import { expect, test } from "@playwright/test";

test("a made-up X-Forwarded-For per request does not reset the per-IP rate limit", async ({ request }) => {
  // The auth budget is 60 a minute per IP; 75 requests each claiming a different client address.
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
