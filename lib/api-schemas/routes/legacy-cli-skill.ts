// Schemas of the legacy POST /api/cli/skill/delete and /undelete ({slug, reason?} → {ok, slugReservedUntil?}).
import { z } from "zod";
import { skillSlugSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const body = z.object({ slug: skillSlugSchema, reason: z.string().trim().max(1000).optional() });
export const response = z.object({ ok: z.literal(true), slugReservedUntil: z.number().int().optional() });

export const docs: RouteDoc[] = (["delete", "undelete"] as const).map((action) => ({
  method: "post",
  path: `/api/cli/skill/${action}`,
  operationId: action === "delete" ? "deleteSkillLegacy" : "undeleteSkillLegacy",
  summary: `${action === "delete" ? "Delete" : "Undelete"} a skill (legacy path)`,
  tags: ["clawhub"],
  scopes: ["publish"],
  body: { schema: body },
  responses: { 200: { description: "Done.", schema: response } },
  errors: ["SKILL_NOT_FOUND", "NOT_SKILL_OWNER", "SKILL_DELETED", "INVALID_STATE"],
  errorFormat: "clawhub-text",
}));
