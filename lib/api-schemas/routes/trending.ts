// Schemas of GET /api/v1/trending: listed skills by installs over the last 7 days.
import { z } from "zod";
import { SKILL_LIST_MAX_LIMIT, skillListSchema } from "@/lib/api-schemas/skill-list";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { booleanParam } from "@/lib/search/schemas/list-param";

export const query = z.object({
  kind: z.literal("skills").default("skills"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((value) => Math.min(value, SKILL_LIST_MAX_LIMIT)),
  cursor: z.string().max(2000).optional(),
  nonSuspiciousOnly: booleanParam.optional(),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/trending",
    operationId: "listTrendingSkills",
    summary: "Trending skills",
    description: "Listed skills ordered by deduplicated installs over the last 7 days (`trendingInstalls`); same item shape as GET /api/v1/skills.",
    tags: ["clawhub"],
    query,
    responses: { 200: { description: "One page.", schema: skillListSchema } },
    errors: ["CURSOR_INVALID"],
    errorFormat: "clawhub-text",
  },
];
