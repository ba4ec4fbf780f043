// Next.js configuration: security headers for every response, and the server-only
// packages that must be loaded from node_modules at run time rather than bundled.
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite and the Prisma runtime load .wasm/.data files relative to their own package folders.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/client", "pg"],
  typedRoutes: false,
  // forbidden() answers 403 with app/forbidden.tsx (e.g. /moderation for non-moderators);
  // docs/decisions/016-website-first-screens.md.
  experimental: { authInterrupts: true },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) }];
  },
};

export default nextConfig;
