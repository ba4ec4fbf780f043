// Against the real server process (production build): hostile input costs its own request, never
// everyone's (issue 15, item 4). While an upload that keeps the scanner busy for seconds is being
// checked, /api/health keeps answering within a second; skill pages whose SKILL.md once took seconds
// per cold render (a 1,000-level staircase list) or answered 500 (a 9.9 MiB single line) answer 200
// at once, with a note saying what is shown instead, and a page of bounded size.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CODE_TABLE_MAX_LINES } from "../../lib/render/markdown-limits";

const HANDLE = `hostile-${Date.now().toString(36)}`;
let token = "";

function hub(args: string[]): string {
  return execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

function form(meta: Record<string, unknown>, files: Record<string, string>): FormData {
  const body = new FormData();
  body.set("meta", JSON.stringify({ ...meta, paths: Object.keys(files) }));
  for (const [name, content] of Object.entries(files)) body.append("files", new Blob([content]), name);
  return body;
}

const skill = (slug: string, body: string) => `---\nname: ${slug}\ndescription: A skill whose instructions were written to hurt the renderer.\n---\n\n${body}`;

test.beforeAll(() => {
  hub(["user", "create", HANDLE]);
  token = hub(["token", "create", HANDLE, "--scopes", "read,publish"]).trim().split("\n").pop()!;
});

test("/api/health keeps answering while an upload keeps the scanner busy", async ({ baseURL }) => {
  const line = Buffer.alloc(6 * 1024 * 1024, 7).toString("base64");
  const upload = form({}, { "SKILL.md": skill("busy-scan", "Hello.\n"), "a.txt": line, "b.txt": line, "c.txt": line });
  let uploading = true;
  const check = fetch(`${baseURL}/api/v1/skills/-/check`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: upload }).finally(
    () => (uploading = false),
  );
  const healthTimes: number[] = [];
  while (uploading) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/health`);
    expect(response.status).toBe(200);
    healthTimes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const response = await check;
  const body = (await response.json()) as { error?: { code: string } };
  expect([200, 422]).toContain(response.status);
  if (response.status === 422) expect(body.error?.code).toBe("BUNDLE_TOO_COMPLEX");
  expect(healthTimes.length).toBeGreaterThan(1);
  expect(Math.max(...healthTimes)).toBeLessThan(1000);
});

test.describe("skill pages of hostile SKILL.md files", () => {
  const cases = [
    {
      label: "a 1,000-level staircase list",
      slug: `stairs-${Date.now().toString(36)}`,
      notice: "too-deep",
      body: Array.from({ length: 1000 }, (_, i) => `${" ".repeat(2 * i)}- step ${i}`).join("\n"),
    },
    {
      label: "a 9.9 MiB single line",
      slug: `one-line-${Date.now().toString(36)}`,
      notice: "truncated",
      body: `${"word ".repeat(Math.floor((9.9 * 1024 * 1024) / 5))}\n`,
    },
  ];
  for (const hostile of cases) {
    test(`${hostile.label}: 200 with a "${hostile.notice}" note and a page of bounded size`, async ({ page, baseURL }) => {
      const published = await fetch(`${baseURL}/api/v1/skills/-/publish`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form({ slug: hostile.slug, version: "1.0.0" }, { "SKILL.md": skill(hostile.slug, hostile.body) }),
      });
      expect(published.status, await published.clone().text()).toBe(200);
      const response = await page.goto(`/${HANDLE}/${hostile.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(`[data-testid="markdown-notice"][data-code="${hostile.notice}"]`)).toBeVisible();
      expect((await response!.body()).length).toBeLessThan(5 * 1024 * 1024);
      // The Files tab shows it too (a window of lines, any file size), a line over 64 KiB cut with what is left out.
      const files = await page.goto(`/${HANDLE}/${hostile.slug}/files?path=SKILL.md`);
      expect(files?.status()).toBe(200);
      await expect(page.getByTestId("code-view")).toBeVisible();
      expect((await files!.body()).length).toBeLessThan(5 * 1024 * 1024);
    });
  }
});

test.describe("the Files tab of hostile files", () => {
  // 500 KB of newlines (no language, built on the request thread) or of empty Python lines (highlighted
  // in the worker): a row each once made a 132 MB page and held the event loop 4–5 s per view, and
  // a cookie that bypasses the page cache made every view a cold one.
  for (const path of ["notes.txt", "scripts/empty.py"]) {
    test(`${path}, 500,000 empty lines: 200, a window of CODE_TABLE_MAX_LINES rows (the first, or around ?line) with a way on, a bounded page`, async ({
      page,
      baseURL,
    }) => {
      const slug = `newlines-${path.replace(/\W/g, "-")}-${Date.now().toString(36)}`;
      const published = await fetch(`${baseURL}/api/v1/skills/-/publish`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form({ slug, version: "1.0.0" }, { "SKILL.md": skill(slug, `See ${path}.\n`), [path]: "\n".repeat(500_000) }),
      });
      expect(published.status, await published.clone().text()).toBe(200);
      const response = await page.goto(`/${HANDLE}/${slug}/files?path=${encodeURIComponent(path)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("line-window-range")).toHaveText("Lines 1–5,000 of 500,000");
      expect(await page.locator('[data-testid="code-view"] tr').count()).toBe(CODE_TABLE_MAX_LINES);
      expect((await response!.body()).length).toBeLessThan(5 * 1024 * 1024);
      // Any line of it, marked, in a page of the same bound.
      const deep = await page.goto(`/${HANDLE}/${slug}/files?path=${encodeURIComponent(path)}&line=400000#L400000`);
      expect(deep?.status()).toBe(200);
      await expect(page.locator("tr#L400000")).toHaveClass(/code-marked/);
      expect(await page.locator('[data-testid="code-view"] tr').count()).toBe(CODE_TABLE_MAX_LINES);
      expect((await deep!.body()).length).toBeLessThan(5 * 1024 * 1024);
    });
  }
});

test("the Install tab of a skill declaring 1,500 installers: 200, a few shown per system with a note, a bounded page", async ({ page, baseURL }) => {
  // Within the frontmatter's 64 KiB: rendered as 4,500 command boxes it once made an 18 MB page
  // holding the event loop ~1 s per view.
  const slug = `installers-${Date.now().toString(36)}`;
  const installers = Array.from({ length: 1500 }, (_, i) => `{"kind":"node","package":"p${i}"}`).join(",");
  const markdown = `---\nname: ${slug}\ndescription: A skill declaring far too many installers.\nmetadata: {"openclaw":{"install":[${installers}]}}\n---\n\nHello.\n`;
  const published = await fetch(`${baseURL}/api/v1/skills/-/publish`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form({ slug, version: "1.0.0" }, { "SKILL.md": markdown }),
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const response = await page.goto(`/${HANDLE}/${slug}/install`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("os-linux-more-installers")).toBeVisible();
  expect(await page.locator('[data-testid="os-linux"] li').count()).toBeLessThanOrEqual(20);
  expect((await response!.body()).length).toBeLessThan(3 * 1024 * 1024);
});
