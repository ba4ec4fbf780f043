// POST, DELETE /api/v1/skills/{slug}/tags/{tag} – point a dist-tag at a version, or remove it
import type { z } from "zod";
import { assertOwnerHandle } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { removeDistTag, setDistTag } from "@/lib/publish";
import { params, removeBody, type removeTagResponse, setBody, type setTagResponse } from "@/lib/api-schemas/routes/skill-tag";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof setTagResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    const set = await setDistTag({ actor, slug: params.slug, tag: params.tag, version: body.version, ip });
    return { ok: true, slug: set.slug, tag: set.tag, version: set.version, previous: set.previous };
  },
  { scopes: ["publish"], params, body: setBody },
);

export const DELETE = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof removeTagResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    const removed = await removeDistTag({ actor, slug: params.slug, tag: params.tag, ip });
    return { ok: true, slug: removed.slug, tag: removed.tag, previous: removed.previous };
  },
  { scopes: ["publish"], params, body: removeBody },
);
