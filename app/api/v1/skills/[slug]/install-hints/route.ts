// GET /api/v1/skills/{slug}/install-hints – exact install commands per OS and what is missing, shown before installing binaries
import { mutableCacheHeaders, withApi } from "@/lib/http";
import { getInstallHints } from "@/lib/install";
import { params, query } from "@/lib/api-schemas/routes/install-hints";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params, query }) => {
    const { sight, body } = await getInstallHints({ actor, slug: params.slug, ...query });
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params, query },
);
