// GET, POST /api/auth/* – Auth.js endpoints for GitHub and OpenID Connect sign-in (redirect and callback); 404 when neither is configured
import { authjsConfigured } from "@/lib/auth/next/auth-config";
import { handleAuthjsRequest } from "@/lib/auth/next/handle-authjs-request";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

// Every hit counts against the per-IP "auth" budget: failed and repeated OAuth callbacks are slowed down.
const authjs = withApi(
  async ({ request }) => {
    if (!authjsConfigured()) throw new AppError("NOT_FOUND", "Neither GitHub nor OpenID Connect sign-in is configured on this server.");
    return handleAuthjsRequest(request);
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: "auth" },
);

export const GET = authjs;
export const POST = authjs;
