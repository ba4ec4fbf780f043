// POST /api/v1/skills/{slug}/transfer/{accept|reject|cancel} – answer or withdraw the skill's pending transfer
import type { z } from "zod";
import type { transferDecisionResultSchema } from "@/lib/api-schemas/transfers";
import { ownerOf } from "@/lib/api-schemas/params";
import { assertOwnerHandle, findPendingTransfer } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { acceptTransfer, cancelTransfer, rejectTransfer } from "@/lib/publish";
import { actionParams, query } from "@/lib/api-schemas/routes/skill-transfer";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, query, ip }): Promise<z.infer<typeof transferDecisionResultSchema>> => {
    await assertOwnerHandle({ slug: params.slug, ownerHandle: ownerOf(query) });
    const { id: transferId } = await findPendingTransfer({ slug: params.slug });
    // Asked by name: a refusal names the skill asked for, exactly as when it has no offer at all.
    const asked = { actor, transferId, ip, slug: params.slug };
    if (params.action === "accept") {
      const accepted = await acceptTransfer(asked);
      return { ok: true, skillSlug: accepted.slug, status: "ACCEPTED" };
    }
    const decided = params.action === "reject" ? await rejectTransfer(asked) : await cancelTransfer(asked);
    return { ok: true, skillSlug: decided.slug, status: decided.status };
  },
  { scopes: ["publish"], params: actionParams, query },
);
