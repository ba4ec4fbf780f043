// GET /api/v1/resolve – which published version a folder's files are (the clawhub CLI's fingerprint)
import type { z } from "zod";
import { ownerOf } from "@/lib/api-schemas/params";
import { resolveByFingerprint } from "@/lib/catalog";
import { mutableCacheHeaders, withClawhubApi } from "@/lib/http";
import { query, type resolveResponse } from "@/lib/api-schemas/routes/resolve";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, query }) => {
    const { body, sight } = await resolveByFingerprint({ slug: query.slug, hash: query.hash, ownerHandle: ownerOf(query), viewer: actor });
    const response: z.infer<typeof resolveResponse> = body;
    return Response.json(response, { headers: mutableCacheHeaders({ shareable: sight.shareable, maxAgeSeconds: 10 }) });
  },
  { query },
);
