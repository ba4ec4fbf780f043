// GET /api/v1/orgs/{org}/policy – the org's team policy; POST – change it (owners and admins, audited)
import type { z } from "zod";
import { withApi } from "@/lib/http";
import { getOrgPolicy, setOrgPolicy } from "@/lib/orgs";
import { body, params, type policyResponse } from "@/lib/api-schemas/routes/org-policy";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params }) =>
    Response.json((await getOrgPolicy({ org: params.org, actor })) satisfies z.infer<typeof policyResponse>, {
      headers: { "Cache-Control": "private, no-store" },
    }),
  {
    auth: "required",
    scopes: ["read"],
    params,
  },
);

export const POST = withApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof policyResponse>> => setOrgPolicy({ org: params.org, policy: body, actor, ip }),
  { scopes: ["publish"], params, body },
);
