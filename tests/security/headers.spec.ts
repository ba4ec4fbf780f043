// Response headers on every page and API answer of the production build (NODE_ENV=production):
// a CSP with frame-ancestors 'none' and no third-party script, HSTS, X-Content-Type-Options,
// X-Frame-Options, Referrer-Policy. The pages are every static route plus every URL in the
// sitemap (skills and publishers), error pages, and a sample of API routes.
import { expect, test } from "@playwright/test";

const STATIC_PAGES = [
  "/",
  "/skills",
  "/search?q=pdf",
  "/signin",
  "/docs",
  "/docs/api",
  "/publish",
  "/import",
  "/dashboard",
  "/settings/tokens",
  "/settings/publishing",
  "/moderation",
  "/cli/device",
  "/no-such-page-anywhere",
  "/nobody/no-such-skill",
];
const API = [
  "/api/health",
  "/api/v1/skills",
  "/api/v1/search?q=pdf",
  "/api/v1/openapi.json",
  "/.well-known/clawhub.json",
  "/.well-known/skillvault-keys.json",
  "/api/v1/skills/no-such-skill",
  "/sitemap.xml",
  "/robots.txt",
];

function expectSecurityHeaders(headers: Record<string, string>, where: string): void {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toMatch(/script-src 'self'(?: 'unsafe-inline')?(;|$)/);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["strict-transport-security"], where).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
}

test("every page carries the security headers", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).slice(0, 60);
  const paths = [...new Set([...STATIC_PAGES, ...fromSitemap])];
  expect(fromSitemap.length).toBeGreaterThan(0);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectSecurityHeaders(response.headers(), path);
  }
});

test("every API answer (and error) carries them too", async ({ request }) => {
  for (const path of API) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expectSecurityHeaders(response.headers(), path);
  }
});
