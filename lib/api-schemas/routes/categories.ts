// Schemas of GET /api/v1/categories.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { CATEGORY_LIST_MAX } from "@/lib/catalog/list-categories";
import { booleanParam, listParam } from "@/lib/search/schemas/list-param";
import { SEARCH_RUNTIMES } from "@/lib/search/schemas/search-query";

export const query = z.object({
  nonSuspiciousOnly: booleanParam.optional().describe("Count only skills the scanner found clean"),
  runtime: listParam(z.enum(SEARCH_RUNTIMES)).optional().describe("Count only skills that load as-is under every listed runtime"),
});

export const categoriesResponseSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number().int().describe("Listed skills in this category") })),
  total: z.number().int(),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/categories",
    operationId: "listCategories",
    summary: "Categories with skill counts",
    description: `Every category of a listed skill (its frontmatter \`category\`/\`categories\`, else its topics) and how many listed skills are in it, most populated first (at most ${CATEGORY_LIST_MAX}). Filter lists and searches with \`category=\`.`,
    tags: ["agents"],
    query,
    responses: { 200: { description: "The categories.", schema: categoriesResponseSchema } },
    errors: [],
  },
];
