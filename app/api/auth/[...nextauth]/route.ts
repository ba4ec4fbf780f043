// GET, POST /api/auth/* – Auth.js endpoints for GitHub sign-in (OAuth redirect and callback); 404 when GitHub is not configured
import type { NextRequest } from "next/server";
import { githubSignInConfigured } from "@/lib/auth/next/auth-config";
import { handlers } from "@/lib/auth/next/auth";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

// Every hit counts against the per-IP "auth" budget: failed and repeated OAuth callbacks are slowed down.
const authjs = withApi(
  async ({ request }) => {
    if (!githubSignInConfigured()) throw new AppError("NOT_FOUND", "GitHub sign-in is not configured on this server.");
    return request.method === "POST" ? handlers.POST(request as NextRequest) : handlers.GET(request as NextRequest);
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: "auth" },
);

export const GET = authjs;
export const POST = authjs;
