// GET /api/v1/skills/{slug}/versions – version history, newest first (`clawhub inspect --versions`)
import { ownerOf } from "@/lib/api-schemas/params";
import { listVersions } from "@/lib/catalog";
import { mutableCacheHeaders, withClawhubApi } from "@/lib/http";
import { params, query } from "@/lib/api-schemas/routes/versions";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query }) => {
    const { body, sight } = await listVersions({ slug: params.slug, ownerHandle: ownerOf(query), viewer: actor, limit: query.limit, cursor: query.cursor });
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params, query },
);
