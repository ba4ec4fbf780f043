// GET /api/skill?slug= – legacy skill detail for older clawhub CLIs
import type { z } from "zod";
import { ownerOf } from "@/lib/api-schemas/params";
import { getSkillDetail } from "@/lib/catalog";
import { mutableCacheHeaders, withClawhubApi } from "@/lib/http";
import { type legacySkillSchema, query } from "@/lib/api-schemas/routes/legacy-skill";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, query }) => {
    const { detail, sight } = await getSkillDetail({ slug: query.slug, ownerHandle: ownerOf(query), viewer: actor });
    const { latestVersion, ...rest } = detail;
    const body: z.infer<typeof legacySkillSchema> = { ...rest, ...(latestVersion ? { latestVersion } : {}) };
    return Response.json(body, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { query },
);
