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
  reportCount: z.number().int().describe("Open reports on the skill since a moderator last looked"),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/{slug}/report",
    operationId: "reportSkill",
    summary: "Report a skill to the moderators",
    description:
      "One open report per person per skill and ten per person per day (429 REPORT_LIMIT_REACHED). Reports weigh by the reporter's account age and standing; enough weight from at least three people hides the skill pending review, unless it is popular or verified or a moderator recently dismissed reports on it (docs/operations.md, Moderation automation).",
    tags: ["clawhub"],
    scopes: ["read"],
    params,
    body: { schema: body },
    responses: { 200: { description: "Filed (or already filed).", schema: reportResponse } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "REASON_REQUIRED", "REPORT_OWN_SKILL", "REPORT_LIMIT_REACHED", "RATE_LIMITED"],
    errorFormat: "clawhub-text",
  },
];
