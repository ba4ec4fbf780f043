// The page cache against the production build (`next start`, page cache on):
// - a page rendered as a fallback of the moment (the visitor's render budget spent: markdown as
//   plain text, line diffs withheld) is never stored for everyone; the next visitor with budget
//   gets the full page, and that one is stored;
// - renders the cache cannot spare (a session-looking cookie that is no session, any Authorization
//   header, cache misses) draw on the per-address "page" budget: spent, they are 429 RATE_LIMITED,
//   while cached pages and a real signed-in session from the same address still get pages.
// Each visitor here connects from its own loopback address (127.0.0.x), so its budgets are its own.
import { execFileSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eSql as sql } from "../e2e/support/e2e-database";
import { signInAt, uniqueHandle } from "../e2e/support/site-session";

const LONG = 34 * 1024; // above MARKDOWN_RATE_LIMITED_CHARS (32 KiB): cold renders draw on the render budget
const EXPENSIVE_PER_IP = 30; // rateLimits.expensive.perIp
const PAGE_PER_IP = 600; // rateLimits.page.perIp

function hub(args: string[]): string {
  return execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET from the loopback address `from`, so the server counts it against that address. */
function getFrom(baseURL: string, from: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, localAddress: from, headers: { host: `${hostname}:${port}`, ...headers } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function publish(baseURL: string, token: string, slug: string, version: string, files: Record<string, string>): Promise<void> {
  const form = new FormData();
  form.set("meta", JSON.stringify({ slug, version, paths: Object.keys(files) }));
  for (const [name, text] of Object.entries(files)) form.append("files", new Blob([text]), name.split("/").pop());
  const response = await fetch(`${baseURL}/api/v1/skills/-/publish`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

const skillMd = (slug: string, body: string) =>
  `---\nname: ${slug}\ndescription: A long skill for the page-cache tests; it only has prose.\n---\n\n# ${slug}\n\n${body}`;
const prose = (word: string) => `Plain prose about ${word} for a long page.\n\n`.repeat(Math.ceil(LONG / 30));

/** Starts well inside a clock minute: budgets are per minute, and each test needs one window. */
async function awayFromWindowEdge(): Promise<void> {
  const into = Date.now() % 60_000;
  if (into > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - into));
}

test.describe("the page cache and degraded or forced renders", () => {
  test.setTimeout(180_000);
  const owner = uniqueHandle("degrade");
  let token = "";

  test.beforeAll(() => {
    hub(["user", "create", owner]);
    token = hub(["token", "create", owner, "--scopes", "read,publish"]).trim().split("\n").pop()!;
  });

  test("a page shown with plain markdown or withheld diffs for a spent budget is not kept for everyone", async ({ baseURL }) => {
    const diffSlug = `${owner}-diff`;
    const longSlug = `${owner}-long`;
    await publish(baseURL!, token, diffSlug, "1.0.0", { "SKILL.md": skillMd(diffSlug, "Short."), "references/notes.md": prose("apples") });
    await publish(baseURL!, token, diffSlug, "1.1.0", { "SKILL.md": skillMd(diffSlug, "Short."), "references/notes.md": prose("pears") });
    await publish(baseURL!, token, longSlug, "1.0.0", { "SKILL.md": skillMd(longSlug, prose("oranges")) });
    await awayFromWindowEdge();

    // Each comparison of more than a long document's worth of text draws on the visitor's render budget.
    const spender = "127.0.0.31";
    const compare = (n: string) => `/${owner}/${diffSlug}/versions/compare?from=1.0.0&to=1.1.0&n=${n}`;
    for (let i = 0; i < EXPENSIVE_PER_IP; i++) {
      const page = await getFrom(baseURL!, spender, compare(String(i)));
      expect(page.body, `comparison ${i}`).not.toContain('data-testid="diffs-withheld"');
    }
    for (const attempt of [1, 2]) {
      const withheld = await getFrom(baseURL!, spender, compare("spent"));
      expect(withheld.body, `attempt ${attempt}`).toContain('data-testid="diffs-withheld"');
      expect(withheld.headers["x-page-cache"], `attempt ${attempt}`).toBe("miss");
    }
    // The skill page of a long SKILL.md nobody has viewed yet: plain text for this visitor, not stored.
    for (const attempt of [1, 2]) {
      const plain = await getFrom(baseURL!, spender, `/${owner}/${longSlug}`);
      expect(plain.body, `attempt ${attempt}`).toContain('data-code="rate-limited"');
      expect(plain.headers["x-page-cache"], `attempt ${attempt}`).toBe("miss");
    }
    // Another visitor gets both pages in full; those are stored and served to a third.
    for (const target of [compare("spent"), `/${owner}/${longSlug}`]) {
      const full = await getFrom(baseURL!, "127.0.0.32", target);
      expect(full.body).not.toContain('data-testid="diffs-withheld"');
      expect(full.body).not.toContain('data-code="rate-limited"');
      expect(full.headers["x-page-cache"]).toBe("miss");
      expect((await getFrom(baseURL!, "127.0.0.33", target)).headers["x-page-cache"]).toBe("hit");
    }
  });

  test("forced renders without a real session are counted per address; spent, they get 429 while cached pages and real sessions do not", async ({
    baseURL,
    browser,
  }) => {
    const visitor = "127.0.0.41";
    const page = `/${owner}`;
    await awayFromWindowEdge();
    expect((await getFrom(baseURL!, visitor, page)).status).toBe(200); // stored now (or a hit)
    const forged = { cookie: "authjs.session-token=forged-0123456789abcdef0123" };
    const rendered = await getFrom(baseURL!, visitor, page, forged);
    expect(rendered.status).toBe(200);
    expect(rendered.headers["x-page-cache"]).toBeUndefined();
    const counted = await sql(`SELECT count FROM "RateLimitBucket" WHERE key = $1`, [`page:ip:${visitor}`]);
    expect(counted.rows[0]?.count).toBeGreaterThanOrEqual(1);

    // Spend the address's page budget (as 600 forced renders would), then try again.
    await sql(`UPDATE "RateLimitBucket" SET count = $2 WHERE key = $1`, [`page:ip:${visitor}`, PAGE_PER_IP]);
    for (const headers of [forged, { cookie: "__Secure-authjs.session-token=x" }, { authorization: "Bearer nothing" }]) {
      const refused = await getFrom(baseURL!, visitor, page, headers);
      expect({ status: refused.status, code: refused.headers["x-error-code"] }).toEqual({ status: 429, code: "RATE_LIMITED" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // A miss from that address is a render too; a page the cache holds is not.
    expect((await getFrom(baseURL!, visitor, `${page}?fresh=1`)).status).toBe(429);
    const cached = await getFrom(baseURL!, visitor, page);
    expect({ status: cached.status, cache: cached.headers["x-page-cache"] }).toEqual({ status: 200, cache: "hit" });

    // A real session from the same address is counted per user: still signed in, still served.
    const context = await browser.newContext();
    const handle = uniqueHandle("budget-user");
    await signInAt(await context.newPage(), "/", handle);
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("authjs.session-token"))!;
    const signedIn = await getFrom(baseURL!, visitor, page, { cookie: `${session.name}=${session.value}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain('data-testid="account-menu"');
    await context.close();
  });
});
