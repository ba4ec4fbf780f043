// Schemas of GET and DELETE /api/v1/skills/{slug}, and POST /api/v1/skills/{slug}/undelete.
import { z } from "zod";
import { ownerQuerySchema, ownerHandleSchema, skillParamsSchema, skillRefSchema } from "@/lib/api-schemas/params";
import { skillDetailSchema } from "@/lib/api-schemas/skill-detail";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;
/** GET also finds a skill by its name where that differs from the slug (GoClaw's `skills info <name>`). */
export const getParams = z.object({ slug: skillRefSchema });
export const query = ownerQuerySchema;

/** The CLI's delete/undelete body: `reason` (moderators hiding a skill need one) and `ownerHandle`. */
export const lifecycleBody = z.object({
  reason: z.string().trim().max(1000).optional(),
  ownerHandle: ownerHandleSchema,
});

export const deleteResponse = z.object({
  ok: z.literal(true),
  slug: z.string(),
  action: z.enum(["deleted", "hidden"]).describe("`hidden` when a moderator (not the owner) removed it"),
  slugReservedUntil: z.number().int().optional().describe("The slug cannot be taken by anyone else until then (owner deletes)"),
});

export const undeleteResponse = z.object({ ok: z.literal(true), slug: z.string(), action: z.enum(["undeleted", "unhidden"]) });

const errorFormat = "clawhub-text" as const;

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}",
    operationId: "getSkill",
    summary: "Skill detail",
    description:
      "Summary, dist-tags, counters, the latest installable version (with its digest), requirements, owner, and the `moderation` object installers check before installing. Owners and moderators also see held, hidden and deleted skills. `{slug}` may also be the skill's name (frontmatter `name`) where it differs from the slug and exactly one listed skill has it.",
    tags: ["clawhub"],
    params: getParams,
    query,
    responses: { 200: { description: "The skill.", schema: skillDetailSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE"],
    errorFormat,
  },
  {
    method: "delete",
    path: "/api/v1/skills/{slug}",
    operationId: "deleteSkill",
    summary: "Delete a skill (owner) or hide it (moderator)",
    description:
      "Soft delete: nothing is installable and the slug stays reserved for 30 days; `undelete` restores it. A moderator who does not own the skill hides it instead (reason required).",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: lifecycleBody },
    responses: { 200: { description: "Deleted or hidden.", schema: deleteResponse } },
    errors: ["SKILL_NOT_FOUND", "SKILL_DELETED", "NOT_SKILL_OWNER", "REASON_REQUIRED", "INVALID_STATE"],
    errorFormat,
  },
  {
    method: "post",
    path: "/api/v1/skills/{slug}/undelete",
    operationId: "undeleteSkill",
    summary: "Undelete a skill (owner) or unhide it (moderator)",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: lifecycleBody },
    responses: { 200: { description: "Restored.", schema: undeleteResponse } },
    errors: ["SKILL_NOT_FOUND", "NOT_SKILL_OWNER", "REASON_REQUIRED", "INVALID_STATE"],
    errorFormat,
  },
];
