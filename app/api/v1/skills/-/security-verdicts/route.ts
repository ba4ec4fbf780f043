// POST /api/v1/skills/-/security-verdicts – batch security verdicts for exact versions (OpenClaw's pre-install check)
import { publicBaseUrl, withClawhubApi } from "@/lib/http";
import { buildSecurityVerdicts } from "@/lib/verification";
import { body } from "@/lib/api-schemas/routes/security-verdicts";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, request }) => {
    const verdicts = await buildSecurityVerdicts({ items: body.items, viewer: actor, baseUrl: publicBaseUrl(request) });
    return Response.json(verdicts, { headers: { "Cache-Control": "private, no-store" } });
  },
  // A read: OpenClaw asks it before every install, as it GETs the archive after.
  { body, rateLimit: "read", maxBodyBytes: 64 * 1024 },
);
