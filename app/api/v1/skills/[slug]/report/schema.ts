// Schemas of POST /api/v1/skills/{slug}/report (`clawhub report <slug> --reason …`).
import { z } from "zod";
import { ownerHandleSchema, skillParamsSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;
export const body = z.object({
  reason: z.string().max(1000),
  details: z.string().max(5000).optional(),
  version: versionStringSchema.optional(),
  ownerHandle: ownerHandleSchema,
});

export const reportResponse = z.object({
  ok: z.literal(true),
  reported: z.boolean(),
  alreadyReported: z.boolean().describe("You already had an open report on this skill; nothing new was filed"),
  reportId: z.string(),
  skillId: z.string(),
  reportCount: z.number().int().describe("Open reports on the skill; at 3 it is hidden until a moderator looks"),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/{slug}/report",
    operationId: "reportSkill",
    summary: "Report a skill to the moderators",
    description: "One open report per person per skill; three open reports from different people hide the skill until a moderator reviews it.",
    tags: ["clawhub"],
    scopes: ["read"],
    params,
    body: { schema: body },
    responses: { 200: { description: "Filed (or already filed).", schema: reportResponse } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "REASON_REQUIRED", "REPORT_OWN_SKILL"],
    errorFormat: "clawhub-text",
  },
];
