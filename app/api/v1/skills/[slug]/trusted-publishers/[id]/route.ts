// DELETE /api/v1/skills/{slug}/trusted-publishers/{id} – stop trusting a GitHub workflow for a skill (owners)
import { z } from "zod";
import { removeTrustedPublisher } from "@/lib/auth/trusted-publishing/remove-trusted-publisher";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

const params = z.object({ slug: z.string().min(1).max(100), id: z.string().min(1).max(100) });

export const DELETE = withApi(
  async ({ actor, params, ip }) => {
    await removeTrustedPublisher({ actor, slug: params.slug, id: params.id, ip });
    return { ok: true };
  },
  { scopes: ["publish"], params },
);
