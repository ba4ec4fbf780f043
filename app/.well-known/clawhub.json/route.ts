// GET /.well-known/clawhub.json – tells the clawhub CLI where this registry's API and sign-in live
import type { z } from "zod";
import { publicBaseUrl, publicBaseUrlCacheHeaders, withClawhubApi } from "@/lib/http";
import type { discoverySchema } from "@/lib/api-schemas/routes/well-known-clawhub";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ request }) => {
    const base = publicBaseUrl(request);
    const body: z.infer<typeof discoverySchema> = { apiBase: base, authBase: base, registry: base, name: "Skillvault" };
    // Public when HUB_PUBLIC_URL fixes the URLs; else drawn from Host: private, with Vary (publicBaseUrlCacheHeaders).
    return Response.json(body, { headers: publicBaseUrlCacheHeaders(300) });
  },
  { auth: "none", openInClosedRegistry: true },
);
