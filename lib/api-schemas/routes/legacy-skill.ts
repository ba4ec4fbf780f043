// Schemas of the legacy GET /api/skill?slug= (older clawhub CLIs' ApiSkillMetaResponseSchema).
import { z } from "zod";
import { ownerHandleSchema, skillSlugSchema } from "@/lib/api-schemas/params";
import { skillDetailSchema } from "@/lib/api-schemas/skill-detail";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const query = z.object({ slug: skillSlugSchema, ownerHandle: ownerHandleSchema, owner: ownerHandleSchema });

// The old schema accepts a missing latestVersion but not null.
export const legacySkillSchema = skillDetailSchema.extend({ latestVersion: skillDetailSchema.shape.latestVersion.unwrap().optional() });

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/skill",
    operationId: "getSkillLegacy",
    summary: "Skill detail (legacy path)",
    description: "GET /api/v1/skills/{slug} with the slug as a query parameter; `latestVersion` is left out instead of null.",
    tags: ["clawhub"],
    query,
    responses: { 200: { description: "The skill.", schema: legacySkillSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE"],
    errorFormat: "clawhub-text",
  },
];
