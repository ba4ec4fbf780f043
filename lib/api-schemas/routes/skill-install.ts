// Schemas of GET /api/v1/skills/{slug}/install: how to install (ClawHub's install resolution).
import { z } from "zod";
import { installPlanSchema } from "@/lib/api-schemas/install-plan";
import { ownerHandleSchema, skillParamsSchema, tagNameSchema, unhostedReferenceSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;

export const query = z.object({
  version: versionStringSchema.optional(),
  tag: tagNameSchema.optional(),
  forceInstall: z.string().optional().describe("Accepted for compatibility; archives are always scanned before they are served"),
  reference: unhostedReferenceSchema,
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/install",
    operationId: "getSkillInstallPlan",
    summary: "How to install a skill",
    description:
      '`{ok: true, installKind: "archive", archive: {version, downloadUrl, digest, zipSha256}}`, or `{ok: false, reason, message, status, code}` answered with that HTTP status (403 blocked, 409 nothing installable or held for review, 410 withdrawn, refused or deleted), as the clawhub CLI and OpenClaw expect.',
    tags: ["clawhub"],
    params,
    query,
    responses: {
      200: { description: "Installable.", schema: installPlanSchema },
      403: { description: "The version is blocked or malicious (body: ok false).", schema: installPlanSchema },
      409: { description: "No installable version, or the version waits for its org's review (body: ok false).", schema: installPlanSchema },
      410: { description: "Withdrawn or refused version, or deleted skill (body: ok false).", schema: installPlanSchema },
    },
    errors: ["SKILL_NOT_FOUND", "VERSION_NOT_FOUND", "TAG_NOT_FOUND"],
    errorFormat: "clawhub-text",
  },
];
