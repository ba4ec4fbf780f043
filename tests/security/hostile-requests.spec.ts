// Hostile requests against the production build (`next start`, NODE_ENV=production, page cache on),
// where next.config's headers and Next.js's own request handling apply (tests/security/*.test.ts
// cover the same rules at the route and step level):
// - a page rendered for a signed-in visitor is never replayed to anonymous ones, however the session
//   cookie is written (`<session>=%E0; <session>=<real>`);
// - malformed percent-encoding in the path and non-path request targets are 400 MALFORMED_URL, not 500;
// - a server action from another origin is 403 CSRF_REJECTED, not 500;
// - skill files keep their sandbox CSP (not the site's) and any file name downloads (RFC 6266/5987);
// - development sign-in never signs in as an existing admin.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAt, uniqueHandle } from "../e2e/support/site-session";
import { raw } from "./support/raw-request";

function hub(args: string[]): string {
  return execFileSync(path.join("node_modules", ".bin", "tsx"), [path.join("lib", "cli", "hub.ts"), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

test.describe("hostile requests against the production build", () => {
  test("a page rendered for the session owner is never replayed to anonymous visitors", async ({ browser, baseURL }) => {
    const handle = uniqueHandle("poison");
    const context = await browser.newContext();
    await signInAt(await context.newPage(), "/", handle);
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("authjs.session-token"))!;
    expect(session).toBeDefined();
    for (const cookie of [
      `${session.name}=%E0; ${session.name}=${session.value}`,
      `${session.name}=%E0%A4%A; ${session.name}=${session.value}`,
      `theme=x;${session.name}=${session.value}`,
    ]) {
      for (const page of ["/", `/${handle}`]) {
        const signedIn = await raw(baseURL!, page, { headers: { cookie } });
        // Rendered for the owner (Next.js reads the last well-formed value)…
        expect(signedIn.body, `${page} with ${cookie.slice(0, 30)}`).toContain(`data-testid="account-menu"`);
        expect(signedIn.headers["x-page-cache"]).toBeUndefined();
        // …and never kept for anyone else.
        const anonymous = await raw(baseURL!, page);
        expect(anonymous.status).toBeLessThan(500);
        expect(anonymous.body, page).not.toContain(`data-testid="account-menu"`);
        expect(anonymous.body, page).toContain(`data-testid="header-signin"`);
      }
    }
    await context.close();
  });

  test("malformed paths and non-path targets are 400 MALFORMED_URL", async ({ baseURL }) => {
    for (const target of [
      "/%",
      "/%E0%A4%A",
      "/%FF",
      "/api/v1/skills/%",
      "/api/v1/skills/%E0%A4%A",
      "/api/v1/skills/%E0%A4%A/file?path=SKILL.md",
      "http://evil.example/.well-known/clawhub.json",
    ]) {
      const answer = await raw(baseURL!, target);
      expect({ target, status: answer.status, code: answer.headers["x-error-code"] }).toEqual({ target, status: 400, code: "MALFORMED_URL" });
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    expect((await raw(baseURL!, "*", { method: "OPTIONS" })).status).toBe(400);
  });

  test("a server action from another origin is 403 CSRF_REJECTED; from the site it runs", async ({ request, baseURL }) => {
    const html = await (await request.get("/signin")).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(html)?.[1];
    expect(actionId).toBeDefined();
    const call = (origin: string, extra: Record<string, string> = {}) =>
      raw(baseURL!, "/signin", {
        method: "POST",
        headers: { origin, "next-action": actionId!, "content-type": "text/plain;charset=UTF-8", ...extra },
        body: '[{"status":"idle"},"$K1"]',
      });
    for (const origin of ["https://evil.example", "null", "garbage", baseURL!.replace("http:", "https:")]) {
      const answer = await call(origin);
      expect({ origin, status: answer.status, code: answer.headers["x-error-code"] }).toEqual({ origin, status: 403, code: "CSRF_REJECTED" });
    }
    const forged = await call("https://evil.example", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(forged.status).toBe(403);
    expect((await call(baseURL!)).status).toBe(200);
  });

  test("skill files keep the sandbox CSP and download under any name", async ({ baseURL }) => {
    const handle = uniqueHandle("files");
    hub(["user", "create", handle]);
    const token = hub(["token", "create", handle, "--scopes", "read,publish"]).trim().split("\n").pop()!;
    const slug = `${handle}-bin`;
    const form = new FormData();
    const skill = `---\nname: ${slug}\ndescription: Carries a binary asset whose name is not Latin-1, for a download test.\n---\n\n# Binary\n`;
    const files: Array<[string, Blob]> = [
      ["SKILL.md", new Blob([skill])],
      ['assets/日本 "x".bin', new Blob([new Uint8Array([0, 1, 2, 255])])],
    ];
    form.set("meta", JSON.stringify({ slug, version: "1.0.0", paths: files.map(([name]) => name) }));
    for (const [name, blob] of files) form.append("files", blob, name.split("/").pop());
    const published = await fetch(`${baseURL}/api/v1/skills/-/publish`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(published.status, await published.clone().text()).toBe(200);

    const encoded = encodeURIComponent('assets/日本 "x".bin');
    for (const target of [
      `/api/v1/skills/${slug}/file?path=${encoded}&version=1.0.0`,
      `/${handle}/${slug}/raw/1.0.0/assets/${encodeURIComponent('日本 "x".bin')}`,
    ]) {
      const answer = await raw(baseURL!, target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers["content-security-policy"], target).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(answer.headers["content-disposition"], target).toBe(`attachment; filename="____x_.bin"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%20%22x%22.bin`);
    }
    const text = await raw(baseURL!, `/api/v1/skills/${slug}/file?path=SKILL.md&version=1.0.0`);
    expect(text.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  test("development sign-in refuses an existing admin's handle", async ({ page }) => {
    const handle = uniqueHandle("dev-admin");
    hub(["user", "create", handle, "--role", "admin"]);
    await page.goto("/signin?callbackUrl=%2Fdashboard");
    await page.getByLabel("Handle").fill(handle);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByTestId("form-error")).toContainText("development sign-in never signs in as them");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signin/);
  });
});
