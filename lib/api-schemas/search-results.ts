// GET /api/v1/search (and the legacy /api/search): ClawHub's ApiV1SearchResponseSchema plus our fields.
import { z } from "zod";
import { ownerSchema, sourceFieldsSchema, verdictSchema } from "./catalog-parts";

export const searchResultSchema = sourceFieldsSchema.extend({
  slug: z.string(),
  ownerHandle: z.string(),
  displayName: z.string(),
  summary: z.string().nullable(),
  version: z.string(),
  score: z.number().describe("Backend relevance; only the order is meaningful"),
  downloads: z.number().int(),
  stars: z.number().int(),
  updatedAt: z.number().int(),
  owner: ownerSchema,
  verdict: verdictSchema.describe("`suspicious` results need `clawhub install --force`"),
  emoji: z.string().nullable().describe("metadata.openclaw.emoji of the latest version"),
});

export const searchResultsSchema = z.object({
  results: z.array(searchResultSchema),
  nextCursor: z.string().nullable(),
});

export type SearchResults = z.infer<typeof searchResultsSchema>;
