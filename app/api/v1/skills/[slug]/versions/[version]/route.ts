// GET, DELETE /api/v1/skills/{slug}/versions/{version} – one version with files and digests; withdraw it
import type { z } from "zod";
import { ownerOf } from "@/lib/api-schemas/params";
import { assertOwnerHandle, getVersion } from "@/lib/catalog";
import { mutableCacheHeaders, publicBaseUrl, withClawhubApi } from "@/lib/http";
import { withdrawVersion } from "@/lib/publish";
import { lifecycleBody, params, query, type withdrawResponse } from "@/lib/api-schemas/routes/version";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query, request }) => {
    const { detail, sight, exact } = await getVersion({
      slug: params.slug,
      version: params.version,
      ownerHandle: ownerOf(query),
      viewer: actor,
      baseUrl: publicBaseUrl(request),
    });
    // Status can change (withdraw, block), so even an exact version's JSON is only briefly cached.
    const headers = mutableCacheHeaders({ shareable: sight.shareable, maxAgeSeconds: exact ? 300 : 60, linksFromRequest: true });
    return Response.json(detail, { headers: { ...headers, "X-Skill-Digest": detail.version.digest } });
  },
  { params, query },
);

export const DELETE = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof withdrawResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    const withdrawn = await withdrawVersion({ actor, slug: params.slug, version: params.version, reason: body.reason, ip });
    return { ok: true, slug: withdrawn.slug, version: withdrawn.version, releasedTags: withdrawn.releasedTags };
  },
  { scopes: ["publish"], params, body: lifecycleBody },
);
