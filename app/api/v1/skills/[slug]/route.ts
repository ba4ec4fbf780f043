// GET, DELETE /api/v1/skills/{slug} – skill detail with its moderation state; delete (owner) or hide (moderator)
import type { z } from "zod";
import { isModerator } from "@/lib/auth/actor";
import { ownerOf } from "@/lib/api-schemas/params";
import { assertOwnerHandle, getSkillDetail } from "@/lib/catalog";
import { isAppError } from "@/lib/errors";
import { mutableCacheHeaders, withClawhubApi } from "@/lib/http";
import { hideSkill } from "@/lib/moderation";
import { deleteSkill } from "@/lib/publish";
import { type deleteResponse, getParams, lifecycleBody, params, query } from "@/lib/api-schemas/routes/skill";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query }) => {
    const { detail, sight } = await getSkillDetail({ slug: params.slug, ownerHandle: ownerOf(query), viewer: actor });
    return Response.json(detail, { headers: mutableCacheHeaders({ shareable: sight.shareable }) });
  },
  { params: getParams, query },
);

export const DELETE = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof deleteResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    try {
      const deleted = await deleteSkill({ actor, slug: params.slug, reason: body.reason, ip });
      return { ok: true, slug: deleted.slug, action: "deleted", slugReservedUntil: deleted.slugReservedUntil.getTime() };
    } catch (error) {
      // `clawhub hide` uses this route: a moderator who does not own the skill hides it.
      if (!(isAppError(error) && error.code === "NOT_SKILL_OWNER" && isModerator(actor))) throw error;
      const hidden = await hideSkill({ actor, slug: params.slug, reason: body.reason ?? "", ip });
      return { ok: true, slug: hidden.slug, action: "hidden" };
    }
  },
  { scopes: ["publish"], params, body: lifecycleBody },
);
