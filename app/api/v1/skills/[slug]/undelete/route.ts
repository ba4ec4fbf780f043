// POST /api/v1/skills/{slug}/undelete – bring back a deleted skill (owner) or unhide it (moderator)
import type { z } from "zod";
import { isModerator } from "@/lib/auth/actor";
import { assertOwnerHandle } from "@/lib/catalog";
import { isAppError } from "@/lib/errors";
import { withClawhubApi } from "@/lib/http";
import { unhideSkill } from "@/lib/moderation";
import { undeleteSkill } from "@/lib/publish";
import { lifecycleBody, params, type undeleteResponse } from "@/lib/api-schemas/routes/skill";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof undeleteResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    try {
      const restored = await undeleteSkill({ actor, slug: params.slug, ip });
      return { ok: true, slug: restored.slug, action: "undeleted" };
    } catch (error) {
      if (!(isAppError(error) && error.code === "NOT_SKILL_OWNER" && isModerator(actor))) throw error;
      const shown = await unhideSkill({ actor, slug: params.slug, reason: body.reason ?? "", ip });
      return { ok: true, slug: shown.slug, action: "unhidden" };
    }
  },
  { scopes: ["publish"], params, body: lifecycleBody },
);
