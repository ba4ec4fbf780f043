// Schemas of GET /api/v1/skills/{slug}/moderation (`clawhub inspect`'s moderation details).
import { ownerQuerySchema, skillParamsSchema } from "@/lib/api-schemas/params";
import { skillModerationDetailSchema } from "@/lib/api-schemas/skill-moderation";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;
export const query = ownerQuerySchema;

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/moderation",
    operationId: "getSkillModeration",
    summary: "Why a skill has its verdict",
    description:
      "Every scanner finding on the latest installable version (or the newest version when none is installable) with file, line and a redacted excerpt. Moderator notes only for the owner and moderators.",
    tags: ["clawhub"],
    params,
    query,
    responses: { 200: { description: "The verdict and its evidence.", schema: skillModerationDetailSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE"],
    errorFormat: "clawhub-text",
  },
];
