// GET /api/v1/skills/{slug}/card – one version's Skill Card as Markdown
import { ownerOf } from "@/lib/api-schemas/params";
import { mutableCacheHeaders, publicBaseUrl, withClawhubApi } from "@/lib/http";
import { getSkillCard } from "@/lib/verification";
import { params, query } from "@/lib/api-schemas/routes/skill-card";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query, request }) => {
    const card = await getSkillCard({
      slug: params.slug,
      ownerHandle: ownerOf(query),
      viewer: actor,
      version: query.version,
      tag: query.tag,
      baseUrl: publicBaseUrl(request),
    });
    return new Response(card.text, {
      headers: {
        ...mutableCacheHeaders({ shareable: card.sight.shareable, maxAgeSeconds: 30 }),
        "Content-Type": "text/markdown; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { params, query },
);
