// GET /api/v1/skills/{slug}/versions/{version}/attestation – the version's signed statement, for offline verification
import { mutableCacheHeaders, publicBaseUrl, withApi } from "@/lib/http";
import { getVersionAttestation } from "@/lib/trust";
import { params } from "@/lib/api-schemas/routes/version-attestation";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params, request }) => {
    const { sight, body } = await getVersionAttestation({ actor, slug: params.slug, version: params.version });
    return Response.json(
      { ...body, keysUrl: `${publicBaseUrl(request)}/.well-known/skillvault-keys.json` },
      { headers: mutableCacheHeaders({ shareable: sight.shareable, linksFromRequest: true }) },
    );
  },
  { params },
);
