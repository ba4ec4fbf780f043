// Schemas of POST /api/v1/skills/{slug}/visibility: change who may see a skill (issue 18).
import { z } from "zod";
import { skillSlugSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: skillSlugSchema });
export const body = z.object({
  visibility: z.string().trim().max(32).describe("public, internal (signed-in accounts) or private (the publisher and its org's members)"),
});
export const visibilityResponse = z.object({
  ok: z.literal(true),
  slug: z.string(),
  visibility: z.enum(["public", "internal", "private"]),
  changed: z.boolean(),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/{slug}/visibility",
    operationId: "setSkillVisibility",
    summary: "Change who may see a skill",
    description:
      "The publisher's owners and admins (or the owning user). Audited; search, pages and the change feed follow in the same transaction. Who may not see the skill gets 404 SKILL_NOT_FOUND.",
    tags: ["publishing"],
    scopes: ["publish"],
    params,
    body: { schema: body },
    responses: { 200: { description: "The skill's visibility now.", schema: visibilityResponse } },
    errors: ["SKILL_NOT_FOUND", "VISIBILITY_INVALID", "NOT_SKILL_OWNER", "ORG_ROLE_REQUIRED", "FORBIDDEN"],
  },
];
