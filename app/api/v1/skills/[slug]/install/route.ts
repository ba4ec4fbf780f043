// GET /api/v1/skills/{slug}/install – the archive to install (version, download URL, digests), or why there is none
import { ownerOf } from "@/lib/api-schemas/params";
import { buildInstallPlan } from "@/lib/catalog";
import { mutableCacheHeaders, publicBaseUrl, withClawhubApi } from "@/lib/http";
import { params, query } from "@/lib/api-schemas/routes/skill-install";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query, request }) => {
    const plan = await buildInstallPlan({
      slug: params.slug,
      ownerHandle: ownerOf(query),
      viewer: actor,
      version: query.version,
      tag: query.tag,
      baseUrl: publicBaseUrl(request),
    });
    return Response.json(plan, { status: plan.ok ? 200 : plan.status, headers: mutableCacheHeaders({ shareable: actor === null, linksFromRequest: true }) });
  },
  { params, query },
);
