// Schemas of POST and DELETE /api/v1/skills/{slug}/tags/{tag} (`clawhub skill tag`).
import { z } from "zod";
import { ownerHandleSchema, skillSlugSchema, tagNameSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: skillSlugSchema, tag: tagNameSchema });
export const setBody = z.object({ version: versionStringSchema, ownerHandle: ownerHandleSchema });
export const removeBody = z.object({ ownerHandle: ownerHandleSchema });

export const setTagResponse = z.object({ ok: z.literal(true), slug: z.string(), tag: z.string(), version: z.string(), previous: z.string().nullable() });
export const removeTagResponse = z.object({ ok: z.literal(true), slug: z.string(), tag: z.string(), previous: z.string() });

const errors = ["SKILL_NOT_FOUND", "VERSION_NOT_FOUND", "TAG_INVALID", "NOT_SKILL_OWNER", "SKILL_DELETED"] as const;

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/{slug}/tags/{tag}",
    operationId: "setSkillTag",
    summary: "Point a dist-tag at a version",
    description: "`latest` cannot be set: it always follows the highest installable release. Tags only point at installable versions.",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: setBody },
    responses: { 200: { description: "Set.", schema: setTagResponse } },
    errors: [...errors],
    errorFormat: "clawhub-text",
  },
  {
    method: "delete",
    path: "/api/v1/skills/{slug}/tags/{tag}",
    operationId: "removeSkillTag",
    summary: "Remove a dist-tag",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: removeBody },
    responses: { 200: { description: "Removed.", schema: removeTagResponse } },
    errors: ["SKILL_NOT_FOUND", "TAG_NOT_FOUND", "TAG_INVALID", "NOT_SKILL_OWNER", "SKILL_DELETED"],
    errorFormat: "clawhub-text",
  },
];
