// POST /api/v1/skills/{slug}/versions/{version}/restore – make a withdrawn version installable again
import type { z } from "zod";
import { assertOwnerHandle } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { restoreVersion } from "@/lib/publish";
import { lifecycleBody, params, type restoreResponse } from "@/lib/api-schemas/routes/version";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof restoreResponse>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: body.ownerHandle });
    const restored = await restoreVersion({ actor, slug: params.slug, version: params.version, ip });
    return { ok: true, slug: restored.slug, version: restored.version };
  },
  { scopes: ["publish"], params, body: lifecycleBody },
);
