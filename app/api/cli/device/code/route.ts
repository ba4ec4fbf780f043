// POST /api/cli/device/code – start a CLI device login (`clawhub login`): device code, user code, where to confirm
import { z } from "zod";
import { deviceOrigin } from "@/lib/auth/device/device-origin";
import { startDeviceAuthorization } from "@/lib/auth/device/start-device-authorization";
import { publicBaseUrl, withApi } from "@/lib/http";
import { clientCountry } from "@/lib/http/client-country";

export const dynamic = "force-dynamic";

// The clawhub CLI sends {scope, site_url, label?, client_id?}; site_url is its idea of our site and is not trusted.
const bodySchema = z.object({
  scope: z.string().max(200).optional(),
  site_url: z.string().max(2000).optional(),
  label: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
});

export const POST = withApi(
  async ({ request, body, ip }) => {
    const origin = deviceOrigin({ ip, country: clientCountry(request.headers), userAgent: request.headers.get("user-agent") });
    const started = await startDeviceAuthorization({ label: body.label, scope: body.scope, origin });
    const verificationUri = `${publicBaseUrl(request)}/cli/device`;
    return Response.json(
      {
        device_code: started.deviceCode,
        user_code: started.userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${encodeURIComponent(started.userCode)}`,
        expires_in: started.expiresIn,
        interval: started.interval,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: "auth", body: bodySchema },
);
