// POST /api/v1/skills/{slug}/transfer – offer the skill to another publisher (they must accept)
import type { z } from "zod";
import type { transferRequestResultSchema } from "@/lib/api-schemas/transfers";
import { ownerOf } from "@/lib/api-schemas/params";
import { assertOwnerHandle } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { requestTransfer } from "@/lib/publish";
import { params, query, requestBody } from "@/lib/api-schemas/routes/skill-transfer";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, query, body, ip }): Promise<z.infer<typeof transferRequestResultSchema>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: ownerOf(query) });
    const offer = await requestTransfer({ actor, slug: params.slug, toHandle: body.toUserHandle, message: body.message, ip });
    return { ok: true, transferId: offer.id, toUserHandle: offer.toHandle, skillSlug: offer.slug, expiresAt: offer.expiresAt.getTime(), transferred: false };
  },
  { scopes: ["publish"], params, query, body: requestBody },
);
