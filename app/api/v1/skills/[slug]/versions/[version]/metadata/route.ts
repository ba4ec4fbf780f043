// GET /api/v1/skills/{slug}/versions/{version}/metadata – version, author, requires, scripts with usage, files, config and invocation fields of a version
import { getVersionMetadata } from "@/lib/catalog/get-version-metadata";
import { mutableCacheHeaders, withApi } from "@/lib/http";
import { params } from "@/lib/api-schemas/routes/version-metadata";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params }) => {
    const { sight, body } = await getVersionMetadata({ actor, slug: params.slug, version: params.version });
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params },
);
