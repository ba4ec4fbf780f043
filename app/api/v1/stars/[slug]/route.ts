// POST, DELETE /api/v1/stars/{slug} – star or unstar a skill (`clawhub star`, `unstar`)
import type { z } from "zod";
import { ownerOf } from "@/lib/api-schemas/params";
import { assertOwnerHandle } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { starSkill, unstarSkill } from "@/lib/publish";
import { params, query, type starResponse, type unstarResponse } from "@/lib/api-schemas/routes/stars";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, query }): Promise<z.infer<typeof starResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: ownerOf(query) });
    const star = await starSkill({ actor, slug: params.slug });
    return { ok: true, starred: true, alreadyStarred: !star.changed, stars: star.stars };
  },
  { scopes: ["read"], params, query },
);

export const DELETE = withClawhubApi(
  async ({ actor, params, query }): Promise<z.infer<typeof unstarResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: ownerOf(query) });
    const star = await unstarSkill({ actor, slug: params.slug });
    return { ok: true, unstarred: true, alreadyUnstarred: !star.changed, stars: star.stars };
  },
  { scopes: ["read"], params, query },
);
