// POST /api/v1/skills/{slug}/visibility – change who may see a skill (publisher admins, audited)
import type { z } from "zod";
import { withApi } from "@/lib/http";
import { setSkillVisibility } from "@/lib/publish";
import { body, params, type visibilityResponse } from "@/lib/api-schemas/routes/skill-visibility";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof visibilityResponse>> => {
    const result = await setSkillVisibility({ actor, slug: params.slug, visibility: body.visibility, ip });
    return { ok: true, ...result };
  },
  { scopes: ["publish"], params, body },
);
