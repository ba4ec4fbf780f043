// GET /api/v1/orgs/{org}/reviews – the org's review queue; POST – approve or reject a held version (owners and admins)
import type { z } from "zod";
import { withApi } from "@/lib/http";
import { listHeldVersions } from "@/lib/orgs";
import { reviewHeldVersion } from "@/lib/publish";
import { body, params, type decisionResponse, type queueResponse } from "@/lib/api-schemas/routes/org-reviews";

export const dynamic = "force-dynamic";

// What an org's admins see is theirs alone: never kept by a shared cache.
const NO_STORE = { "Cache-Control": "private, no-store" };

export const GET = withApi(
  async ({ actor, params }) =>
    Response.json((await listHeldVersions({ org: params.org, actor })) satisfies z.infer<typeof queueResponse>, { headers: NO_STORE }),
  {
    auth: "required",
    scopes: ["read"],
    params,
  },
);

export const POST = withApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof decisionResponse>> => {
    const result = await reviewHeldVersion({
      actor,
      org: params.org,
      slug: body.slug,
      version: body.version,
      decision: body.decision,
      reason: body.reason,
      ip,
    });
    return { ok: true, slug: result.slug, version: result.version, decision: result.decision };
  },
  { scopes: ["publish"], params, body },
);
