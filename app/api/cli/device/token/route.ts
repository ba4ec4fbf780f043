// POST /api/cli/device/token – the CLI polls for its token; answers in OAuth device-flow style (RFC 8628 §3.5)
import { z } from "zod";
import { pollDeviceToken } from "@/lib/auth/device/poll-device-token";
import { isAppError } from "@/lib/errors";
import { withApi } from "@/lib/http";
import { checkRateLimit } from "@/lib/http/check-rate-limit";
import { readJsonBody } from "@/lib/http/read-json-body";

export const dynamic = "force-dynamic";

const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";
const bodySchema = z.object({ device_code: z.string().min(1).max(200), grant_type: z.string().max(200).optional(), client_id: z.string().max(200).optional() });

// The CLI reads `error` as a string (OAuth style), so failures here never use our {error: {code}} shape.
function oauthError(error: string, description: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, error_description: description, ...extra }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  return readJsonBody(request, 16 * 1024);
}

export const POST = withApi(
  async ({ request, ip }) => {
    let raw: unknown;
    try {
      raw = await readBody(request);
    } catch {
      return oauthError("invalid_request", "The body must be JSON with a device_code.");
    }
    const parsed = bodySchema.safeParse(raw);
    if (!parsed.success) return oauthError("invalid_request", "device_code is required.");
    if (parsed.data.grant_type !== undefined && parsed.data.grant_type !== DEVICE_GRANT) {
      return oauthError("unsupported_grant_type", `grant_type must be ${DEVICE_GRANT}.`);
    }
    try {
      await checkRateLimit({ class: "auth", ip, actor: null, key: "device-poll" });
    } catch (error) {
      // Over the limit: tell the CLI to back off in the way it understands.
      if (isAppError(error) && error.code === "RATE_LIMITED") {
        const retry = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 10;
        return oauthError("slow_down", "Polling too often from this address.", { interval: Math.max(10, retry) });
      }
      throw error;
    }
    const result = await pollDeviceToken({ deviceCode: parsed.data.device_code });
    switch (result.status) {
      case "approved":
        return Response.json(
          { access_token: result.token, token_type: "bearer", scope: result.scopes.join(" ") },
          { headers: { "Cache-Control": "no-store" } },
        );
      case "slow_down":
        return oauthError("slow_down", "Poll less often.", { interval: result.interval });
      case "authorization_pending":
        return oauthError("authorization_pending", "Waiting for the code to be confirmed on the website.");
      case "access_denied":
        return oauthError("access_denied", "The login was denied on the website.");
      case "expired_token":
        return oauthError("expired_token", "The code expired; run the login again.");
      case "invalid_grant":
        return oauthError("invalid_grant", "Unknown or already used device code.");
    }
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: false },
);
