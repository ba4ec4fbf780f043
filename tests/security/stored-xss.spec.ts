// Stored XSS, in a real browser (Chromium) against the production build. A publisher plants
// script in every piece of user content the site renders: SKILL.md (raw HTML, event handlers,
// javascript:/data: links, a <script> in a code fence), the frontmatter description, file names,
// the skill's display name, the publisher's display name, the changelog, dist-tags and topics.
// Each page that shows them is loaded with a tripwire (window.__xss set by any payload that runs,
// dialogs watched, dialog functions trapped); the test asserts nothing ran, and that the payload
// text is on the page as text (so the page really rendered that content).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

const HANDLE = `xss-${Date.now().toString(36)}`;
const SLUG = `xss-skill-${Date.now().toString(36)}`;
// Each payload sets window.__xss to its own marker, so a failure says which one ran.
const p = (id: string) => ({
  script: `<script>window.__xss='${id}-script'</script>`,
  img: `<img src=x onerror="window.__xss='${id}-img'">`,
  svg: `"><svg onload="window.__xss='${id}-svg'">`,
  quote: `' onmouseover='window.__xss="${id}-attr"' x='`,
});

function hub(args: string[]): string {
  return execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

const skillMarkdown = (version: string) => `---
name: ${SLUG}
description: >-
  Converts files ${p("desc").img} ${p("desc").script} safely
---

# Hostile ${p("h1").img}

${p("body").script}

<div onclick="window.__xss='body-div'" onmouseover="window.__xss='body-hover'">hover me ${version}</div>

<iframe src="javascript:window.top.__xss='body-iframe'"></iframe>

[click me](javascript:window.__xss='body-link') [data link](data:text/html,<script>window.__xss='body-data'</script>)

![image](x" onerror="window.__xss='body-imgattr)

<a href="jAvAsCrIpT:window.__xss='body-mixedcase'">mixed case</a>

\`\`\`html
<script>window.__xss='code-fence'</script>
\`\`\`

<details open ontoggle="window.__xss='body-toggle'"><summary>x</summary></details>
`;

async function publish(baseURL: string, token: string, version: string, extra: Record<string, string>): Promise<void> {
  const form = new FormData();
  const files: Array<[string, string]> = [["SKILL.md", skillMarkdown(version)], ...Object.entries(extra)];
  form.set(
    "meta",
    JSON.stringify({
      slug: SLUG,
      version,
      displayName: `Skill ${p("display").img}`,
      changelog: `Changes ${p("changelog").script} ${p("changelog").img} [x](javascript:window.__xss='changelog-link')`,
      tags: ["beta"],
      topics: ["pdf"],
      paths: files.map(([name]) => name),
    }),
  );
  for (const [name, content] of files) form.append("files", new Blob([content]), name);
  const response = await fetch(`${baseURL}/api/v1/skills/-/publish`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Tags and topics never carry markup: the API refuses anything but lower-case letters, digits and hyphens. */
async function expectRefusedMeta(baseURL: string, token: string, meta: Record<string, unknown>, code: string): Promise<void> {
  const form = new FormData();
  form.set("meta", JSON.stringify({ slug: SLUG, version: "9.0.0", paths: ["SKILL.md"], ...meta }));
  form.append("files", new Blob([skillMarkdown("9.0.0")]), "SKILL.md");
  const response = await fetch(`${baseURL}/api/v1/skills/-/publish`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code }).toEqual({ status: 400, code });
}

async function armTripwire(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss?: string };
    for (const name of ["alert", "confirm", "prompt"] as const) {
      (window as unknown as Record<string, unknown>)[name] = () => {
        w.__xss = `dialog-${name}`;
      };
    }
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  // Give handlers (onerror, onload, ontoggle) their chance, and hover/click everything clickable in the content.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // Only visible elements can be hovered: an invisible one would just wait out the timeout.
  for (const locator of await page
    .locator("main [onclick]:visible, main div:visible, main a:visible")
    .all()
    .then((all) => all.slice(0, 40))) {
    await locator.hover({ timeout: 500 }).catch(() => undefined);
  }
  const fired = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);
  expect(fired, `a payload ran on ${where}`).toBeNull();
  expect(dialogs, `a dialog opened on ${where}`).toEqual([]);
}

test.describe("stored XSS through user content", () => {
  test.beforeAll(async ({ baseURL }) => {
    hub(["user", "create", HANDLE]);
    const token = hub(["token", "create", HANDLE, "--scopes", "read,publish"]).trim().split("\n").pop()!;
    // The publisher's display name as a hostile profile would carry it (GitHub names are free text).
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    await client.query(`UPDATE "User" SET "displayName" = $1 WHERE handle = $2`, [`Evil ${p("publisher").svg}`, HANDLE]);
    await client.end();
    const files = {
      [`scripts/${p("file").img.replace(/[/"]/g, "")}.sh`]: "#!/bin/sh\necho '<script>window.__xss=\"file-content\"</script>'\n",
      "references/notes.md": `# Notes ${p("ref").img}\n\n${p("ref").script}\n`,
    };
    await expectRefusedMeta(baseURL!, token, { tags: [`<img src=x onerror=window.__xss='tag'>`] }, "TAG_INVALID");
    await expectRefusedMeta(baseURL!, token, { topics: [`<svg onload=window.__xss='topic'>`] }, "TOPIC_INVALID");
    await publish(baseURL!, token, "1.0.0", files);
    await publish(baseURL!, token, "1.1.0", { ...files, "references/notes.md": `# Notes v2 ${p("ref2").img}\n` });
  });

  const pages = () => [
    `/${HANDLE}/${SLUG}`,
    `/${HANDLE}/${SLUG}/files`,
    `/${HANDLE}/${SLUG}/versions`,
    `/${HANDLE}/${SLUG}/versions/compare?from=1.0.0&to=1.1.0`,
    `/${HANDLE}/${SLUG}/security`,
    `/${HANDLE}/${SLUG}/install`,
    `/${HANDLE}`,
    `/search?q=${encodeURIComponent(SLUG)}`,
    `/search?q=${encodeURIComponent(`<img src=x onerror="window.__xss='query'">`)}`,
    `/skills`,
    `/`,
  ];

  for (const index of Array.from({ length: 11 }, (_, i) => i)) {
    test(`page ${index + 1}: no payload runs`, async ({ page }) => {
      const url = pages()[index]!;
      const dialogs = await armTripwire(page);
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(400);
      await expectNothingRan(page, dialogs, url);
    });
  }

  test("the payloads are on the skill page as text: the content was rendered, inert", async ({ page }) => {
    const dialogs = await armTripwire(page);
    await page.goto(`/${HANDLE}/${SLUG}`);
    const text = await page.locator("body").innerText();
    expect(text).toContain("onerror=");
    await expectNothingRan(page, dialogs, "skill page");
    // No element from the payloads made it into the DOM as markup.
    expect(await page.locator("main script, main iframe, main svg[onload], main [onerror], main [onclick], main [ontoggle], main [onmouseover]").count()).toBe(
      0,
    );
    expect(await page.locator('main a[href^="javascript:" i], main a[href^="data:" i]').count()).toBe(0);
  });

  test("every file of the skill, opened in the file browser, is inert", async ({ page }) => {
    const dialogs = await armTripwire(page);
    await page.goto(`/${HANDLE}/${SLUG}/files`);
    const links = await page.locator("main a[href*='/files']").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of [...new Set(links)].slice(0, 10)) {
      await page.goto(href);
      await expectNothingRan(page, dialogs, href);
    }
  });
});
