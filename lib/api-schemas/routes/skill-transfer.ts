// Schemas of POST /api/v1/skills/{slug}/transfer and …/transfer/{accept|reject|cancel} (`clawhub transfer`).
import { z } from "zod";
import { ownerHandleSchema, skillSlugSchema } from "@/lib/api-schemas/params";
import { transferDecisionResultSchema, transferRequestResultSchema } from "@/lib/api-schemas/transfers";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: skillSlugSchema });
export const actionParams = z.object({ slug: skillSlugSchema, action: z.enum(["accept", "reject", "cancel"]) });
export const query = z.object({ ownerHandle: ownerHandleSchema, owner: ownerHandleSchema });

export const requestBody = z.object({
  toUserHandle: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((value) => value.replace(/^@+/, "").toLowerCase()),
  message: z.string().max(1000).optional(),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/{slug}/transfer",
    operationId: "requestSkillTransfer",
    summary: "Offer a skill to another publisher",
    description: "Nothing changes hands until the recipient accepts; the offer expires after 7 days. One pending offer per skill.",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    query,
    body: { schema: requestBody },
    responses: { 200: { description: "Offered.", schema: transferRequestResultSchema } },
    errors: ["SKILL_NOT_FOUND", "USER_NOT_FOUND", "NOT_SKILL_OWNER", "TRANSFER_PENDING", "INVALID_STATE", "SKILL_DELETED"],
    errorFormat: "clawhub-text",
  },
  {
    method: "post",
    path: "/api/v1/skills/{slug}/transfer/{action}",
    operationId: "decideSkillTransfer",
    summary: "Accept, reject (recipient) or cancel (sender) the skill's pending transfer",
    tags: ["clawhub"],
    scopes: ["publish"],
    params: actionParams,
    query,
    responses: { 200: { description: "Done.", schema: transferDecisionResultSchema } },
    errors: ["SKILL_NOT_FOUND", "TRANSFER_NOT_FOUND", "TRANSFER_CLOSED", "SKILL_DELETED"],
    errorFormat: "clawhub-text",
  },
];
