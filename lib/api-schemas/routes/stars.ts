// Schemas of GET /api/v1/stars and POST/DELETE /api/v1/stars/{slug} (`clawhub star` / `unstar`).
import { z } from "zod";
import { ownerQuerySchema, skillParamsSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;
export const query = ownerQuerySchema;

export const starResponse = z.object({ ok: z.literal(true), starred: z.literal(true), alreadyStarred: z.boolean(), stars: z.number().int() });
export const unstarResponse = z.object({ ok: z.literal(true), unstarred: z.literal(true), alreadyUnstarred: z.boolean(), stars: z.number().int() });
export const starListResponse = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      displayName: z.string(),
      summary: z.string().nullable(),
      ownerHandle: z.string(),
      stars: z.number().int(),
      starredAt: z.number().int(),
      emoji: z.string().nullable(),
    }),
  ),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/stars",
    operationId: "listStars",
    summary: "Skills you starred",
    tags: ["clawhub"],
    auth: "required",
    responses: { 200: { description: "Newest star first.", schema: starListResponse } },
    errorFormat: "clawhub-text",
  },
  {
    method: "post",
    path: "/api/v1/stars/{slug}",
    operationId: "starSkill",
    summary: "Star a skill (idempotent)",
    tags: ["clawhub"],
    scopes: ["read"],
    params,
    query,
    responses: { 200: { description: "Starred.", schema: starResponse } },
    errors: ["SKILL_NOT_FOUND"],
    errorFormat: "clawhub-text",
  },
  {
    method: "delete",
    path: "/api/v1/stars/{slug}",
    operationId: "unstarSkill",
    summary: "Remove your star (idempotent)",
    tags: ["clawhub"],
    scopes: ["read"],
    params,
    query,
    responses: { 200: { description: "Not starred.", schema: unstarResponse } },
    errors: ["SKILL_NOT_FOUND"],
    errorFormat: "clawhub-text",
  },
];
