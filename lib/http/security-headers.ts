// Headers sent with every response (pages and API). Kept in one place so the
// security tests and next.config.ts agree on what "every page" carries, and which routes serving
// untrusted bytes get a stricter CSP instead.

const contentSecurityPolicy = [
  "default-src 'self'",
  // Next.js streams inline bootstrap scripts; no third-party script is ever allowed.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  // Skill READMEs may show images, but only over https (the renderer drops the rest).
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Skill files served byte for byte (untrusted: a skill's HTML or SVG must never run on our origin):
 * no script, no plugin, no form, no same-origin access even if a browser renders it.
 */
export const UNTRUSTED_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Routes that serve skill files (next.config.ts `source` patterns). next.config's headers override
 * a route handler's own, so these get UNTRUSTED_CONTENT_CSP from a rule listed after the site-wide
 * one (for the same header, the last matching rule wins).
 */
export const UNTRUSTED_CONTENT_PATHS = ["/api/v1/skills/:slug/file", "/:owner/:slug/raw/:path*", "/api/v1/download", "/api/download"];

export function securityHeaders({ production }: { production: boolean }) {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
