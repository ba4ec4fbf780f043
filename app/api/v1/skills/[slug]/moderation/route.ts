// GET /api/v1/skills/{slug}/moderation – the verdict and every finding behind it, file and line
import { ownerOf } from "@/lib/api-schemas/params";
import { getSkillModeration } from "@/lib/catalog";
import { mutableCacheHeaders, withClawhubApi } from "@/lib/http";
import { params, query } from "@/lib/api-schemas/routes/skill-moderation";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query }) => {
    const { body, sight } = await getSkillModeration({ slug: params.slug, ownerHandle: ownerOf(query), viewer: actor });
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params, query },
);
