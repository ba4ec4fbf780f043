// Schemas of GET /api/v1/skills/{slug}/versions (`clawhub inspect --versions`).
import { z } from "zod";
import { ownerHandleSchema, skillParamsSchema } from "@/lib/api-schemas/params";
import { VERSION_LIST_MAX_LIMIT, versionListSchema } from "@/lib/api-schemas/skill-versions";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;

export const query = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((value) => Math.min(value, VERSION_LIST_MAX_LIMIT))
    .describe(`At most ${VERSION_LIST_MAX_LIMIT}`),
  cursor: z.string().max(2000).optional(),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions",
    operationId: "listSkillVersions",
    summary: "A skill's versions",
    description: "Newest first, keyset-paginated. Everyone sees installable versions; the owner and moderators see all, with their status.",
    tags: ["clawhub"],
    params,
    query,
    responses: { 200: { description: "One page.", schema: versionListSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "CURSOR_INVALID"],
    errorFormat: "clawhub-text",
  },
];
