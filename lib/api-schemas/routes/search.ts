// Schemas of GET /api/v1/search (and the legacy GET /api/search): `clawhub search <query>`.
import { z } from "zod";
import { ownerHandleSchema } from "@/lib/api-schemas/params";
import { searchResultsSchema } from "@/lib/api-schemas/search-results";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { booleanParam, listParam } from "@/lib/search/schemas/list-param";
import { SEARCH_RUNTIMES } from "@/lib/search/schemas/search-query";

export const SEARCH_LIMIT_MAX = 100;

export const query = z.object({
  q: z.string().max(200).default("").describe("What to look for; empty answers no results"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((value) => Math.min(value, SEARCH_LIMIT_MAX))
    .describe(`At most ${SEARCH_LIMIT_MAX} (larger values are clamped)`),
  mode: z.enum(["exact", "relevance"]).optional().describe("`exact`: the skill with exactly this slug (`clawhub search --exact`)"),
  nonSuspiciousOnly: booleanParam.optional().describe("Leave out skills the scanner found suspicious (default: include them, as ClawHub does)"),
  nonSuspicious: booleanParam.optional().describe("Older name of nonSuspiciousOnly"),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
  cursor: z.string().max(2000).optional(),
  category: listParam(z.string().trim().toLowerCase().min(1).max(64)).optional().describe("Only skills in every listed category (see GET /api/v1/categories)"),
  runtime: listParam(z.enum(SEARCH_RUNTIMES)).optional().describe("Only skills whose latest version loads as-is under every listed runtime, e.g. agentskills"),
});

export const docs: RouteDoc[] = ["/api/v1/search", "/api/search"].map((path) => ({
  method: "get",
  path,
  operationId: path === "/api/search" ? "searchSkillsLegacy" : "searchSkills",
  summary: path === "/api/search" ? "Search skills (legacy path)" : "Search skills",
  description:
    "Ranked full-text search over listed skills (typo-tolerant). Each result names its verdict; suspicious ones need `clawhub install --force`. " +
    "A search the result cache cannot answer also draws on the `search` rate limit (repeated searches answered from the cache do not).",
  tags: ["clawhub"],
  query,
  responses: { 200: { description: "Results, best first.", schema: searchResultsSchema } },
  errors: ["SEARCH_CURSOR_INVALID", "SEARCH_UNAVAILABLE"],
  errorFormat: "clawhub-text",
}));
