// GET /api/v1/skills/{slug}/versions/{version}/scan – the version's scan report as JSON or SARIF 2.1.0
import { mutableCacheHeaders, withApi } from "@/lib/http";
import { getVersionScan, getVersionScanSarif } from "@/lib/trust";
import { params, query } from "@/lib/api-schemas/routes/version-scan";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params, query }) => {
    const input = { actor, slug: params.slug, version: params.version };
    if (query.format === "sarif") {
      const { sight, body } = await getVersionScanSarif(input);
      return new Response(JSON.stringify(body), {
        headers: { "Content-Type": "application/sarif+json", ...mutableCacheHeaders({ shareable: sight.shareable }) },
      });
    }
    const { sight, body } = await getVersionScan(input);
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params, query },
);
