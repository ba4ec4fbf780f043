// DELETE /api/v1/skills/{slug}/trusted-publishers/{id} – stop trusting a GitHub workflow for a skill (owners)
import { removeTrustedPublisher } from "@/lib/auth/trusted-publishing/remove-trusted-publisher";
import { withApi } from "@/lib/http";
import { params } from "@/lib/api-schemas/routes/trusted-publisher";

export const dynamic = "force-dynamic";

export const DELETE = withApi(
  async ({ actor, params, ip }) => {
    await removeTrustedPublisher({ actor, slug: params.slug, id: params.id, ip });
    return { ok: true };
  },
  { scopes: ["publish"], params },
);
