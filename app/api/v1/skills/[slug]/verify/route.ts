// GET /api/v1/skills/{slug}/verify – one version's verification record: decision, card, files, provenance, security, signature
import { ownerOf } from "@/lib/api-schemas/params";
import { mutableCacheHeaders, publicBaseUrl, withClawhubApi } from "@/lib/http";
import { buildSkillVerification } from "@/lib/verification";
import { params, query } from "@/lib/api-schemas/routes/skill-verify";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query, request }) => {
    const verification = await buildSkillVerification({
      slug: params.slug,
      ownerHandle: ownerOf(query),
      viewer: actor,
      version: query.version,
      tag: query.tag,
      baseUrl: publicBaseUrl(request),
    });
    // Mutable: a moderator's decision changes the answer for the same version.
    return Response.json(verification, { headers: mutableCacheHeaders({ shareable: actor === null, maxAgeSeconds: 30 }) });
  },
  { params, query },
);
