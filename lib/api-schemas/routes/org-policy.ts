// Schemas of /api/v1/orgs/{org}/policy: the org's team policy (who publishes, hold or warn for
// suspicious versions, whether members below admin may publish skills as public).
import { z } from "zod";
import { orgPolicySchema } from "@/lib/orgs/policy/org-policy-schema";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { orgParams } from "./org-params";

export const params = orgParams;
export const body = orgPolicySchema.partial().strict();
export const policyResponse = z.object({ org: z.string(), policy: orgPolicySchema, changed: z.boolean().optional() });

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/orgs/{org}/policy",
    operationId: "getOrgPolicy",
    summary: "The org's team policy",
    description: "Owners and admins only.",
    tags: ["orgs"],
    auth: "required",
    scopes: ["read"],
    params,
    responses: { 200: { description: "The policy.", schema: policyResponse } },
    errors: ["ORG_NOT_FOUND", "ORG_ROLE_REQUIRED", "UNAUTHENTICATED"],
  },
  {
    method: "post",
    path: "/api/v1/orgs/{org}/policy",
    operationId: "setOrgPolicy",
    summary: "Change the org's team policy",
    description: "Owners and admins; fields left out keep their value. Audited (`org.policy`).",
    tags: ["orgs"],
    scopes: ["publish"],
    params,
    body: { schema: body },
    responses: { 200: { description: "The policy now.", schema: policyResponse } },
    errors: ["ORG_NOT_FOUND", "ORG_ROLE_REQUIRED", "FORBIDDEN"],
  },
];
