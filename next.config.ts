// Next.js configuration: security headers for every response, and the server-only
// packages that must be loaded from node_modules at run time rather than bundled.
import type { NextConfig } from "next";
import { envSchema } from "./lib/config/env-schema";
import { ACTION_BODY_LIMIT_BYTES } from "./lib/http/action-body-limit";
import { securityHeaders, UNTRUSTED_CONTENT_CSP, UNTRUSTED_CONTENT_PATHS } from "./lib/http/security-headers";

// Server actions from HUB_PUBLIC_URL are same-origin even when a proxy rewrites Host: Next.js's own
// origin check must accept what ours (lib/http/check-same-origin.ts) accepts, or it answers 500.
// Parsed with lib/config's schema for that one variable (read when `next start` loads this file).
const publicUrl = envSchema.shape.HUB_PUBLIC_URL.parse(process.env.HUB_PUBLIC_URL);
// Behind a proxy that compresses, gzip here is CPU spent twice (a streamed page is compressed chunk by chunk).
const compressionDisabled = envSchema.shape.HTTP_COMPRESSION_DISABLED.parse(process.env.HTTP_COMPRESSION_DISABLED);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  compress: !compressionDisabled,
  // PGlite and the Prisma runtime load .wasm/.data files relative to their own package folders.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/client", "pg"],
  typedRoutes: false,
  experimental: {
    // The body limit is the one lib/http/refuse-oversized-actions.ts refuses early (413, not Next.js's 500).
    serverActions: { allowedOrigins: publicUrl ? [new URL(publicUrl).host] : [], bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
    // forbidden() answers 403 with a forbidden.tsx page (e.g. /moderation for non-moderators);
    // docs/decisions/022-website-first-screens.md.
    authInterrupts: true,
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // Skill files: the sandbox CSP replaces the site's (listed last: the last rule wins for a header).
      ...UNTRUSTED_CONTENT_PATHS.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: UNTRUSTED_CONTENT_CSP }] })),
      // Without HUB_PUBLIC_URL the sitemap's and robots.txt's absolute URLs come from Host (app/_lib/site-origin.ts).
      ...(publicUrl ? [] : ["/sitemap.xml", "/robots.txt"].map((source) => ({ source, headers: [{ key: "Vary", value: "Host" }] }))),
    ];
  },
};

export default nextConfig;
