// GET /api/v1/skills/{slug}/versions/{version}/validation – diagnostics, dialects and runtime compatibility of a version
import { mutableCacheHeaders, withApi } from "@/lib/http";
import { getVersionValidation } from "@/lib/trust";
import { params } from "@/lib/api-schemas/routes/version-validation";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params }) => {
    const { sight, body } = await getVersionValidation({ actor, slug: params.slug, version: params.version });
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params },
);
