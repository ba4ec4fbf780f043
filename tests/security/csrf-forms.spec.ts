// CSRF on the website's forms (server actions), in a real browser. The browser's own request for
// "Create an API token" (Next-Action header, multipart body, the signed-in session) is captured and
// replayed byte for byte, once with the Origin a page on a sibling origin (same host, other port:
// "same-site", so the session cookie IS sent, the case SameSite=Lax does not cover) would carry, and
// once with the site's own Origin. Browsers always send Origin on such POSTs and pages cannot forge
// it, so only the second may create a token; the test asserts exactly that.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAt, uniqueHandle } from "../e2e/support/site-session";

let attacker: Server;

test.beforeAll(async () => {
  attacker = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end("<p>attacker</p>"));
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

async function tokenCount(handle: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "ApiToken" t JOIN "User" u ON u.id = t."userId" WHERE u.handle = $1`, [
      handle,
    ]);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

test("the real server-action request replayed with a sibling Origin changes nothing; with the site's Origin it works", async ({ page, baseURL }) => {
  const handle = uniqueHandle("csrf");
  await signInAt(page, "/settings/tokens", handle);
  // Capture the browser's own request for "Create an API token" (Next-Action header, multipart body) and stop it.
  let captured: { url: string; headers: Record<string, string>; body: Buffer } | null = null;
  await page.route("**/settings/tokens**", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || captured) return route.continue();
    captured = { url: request.url(), headers: await request.allHeaders(), body: request.postDataBuffer() ?? Buffer.alloc(0) };
    await route.abort();
  });
  const form = page.getByRole("form", { name: "Create an API token" });
  await form.getByLabel("Label").fill("planted");
  await form.getByRole("button", { name: /create/i }).click();
  await expect.poll(() => captured !== null).toBe(true);
  const { url, headers, body } = captured!;
  expect(Object.keys(headers).map((h) => h.toLowerCase())).toContain("next-action");
  const before = await tokenCount(handle);
  const replay = (origin: string) => {
    const sent = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !["cookie", "content-length", "host", "origin", "referer", "sec-fetch-site"].includes(name.toLowerCase())),
    );
    return page.request.post(url, { headers: { ...sent, origin, referer: `${origin}/` }, data: body });
  };

  // The same bytes from the attacker's sibling origin (same host, other port): the cookie rides along.
  const attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  const attacked = await replay(attackerOrigin);
  // Next.js refuses an action whose Origin is not the Host before our code runs (it answers 500,
  // "Invalid Server Actions request"); authedAction's own same-origin check is the second line.
  console.log(`[security] forged server action answered ${attacked.status()}`);
  expect(await tokenCount(handle)).toBe(before);

  // Control: identical request with the site's own Origin creates the token.
  const genuine = await replay(new URL(baseURL!).origin);
  expect(genuine.status()).toBe(200);
  await expect.poll(() => tokenCount(handle), { timeout: 15_000 }).toBe(before + 1);
});
