// GET /api/v1/skills (and /api/v1/trending): ClawHub's ApiV1SkillListResponseSchema plus our fields.
import { z } from "zod";
import { latestVersionSchema, ownerSchema, skillMetadataSchema, skillSummarySchema, sourceFieldsSchema, verdictSchema } from "./catalog-parts";

export const SKILL_LIST_SORTS = ["updated", "newest", "downloads", "stars", "installs", "trending", "name"] as const;
export const SKILL_LIST_MAX_LIMIT = 200;

export const skillListItemSchema = skillSummarySchema.extend({
  ...sourceFieldsSchema.shape,
  // Optional, never null: the CLI's schema accepts a missing latestVersion but not null.
  latestVersion: latestVersionSchema.optional(),
  metadata: skillMetadataSchema.nullable(),
  owner: ownerSchema,
  ownerHandle: z.string(),
  verdict: verdictSchema,
  trendingInstalls: z.number().int().describe("Installs over the last 7 days"),
});

export const skillListSchema = z.object({
  items: z.array(skillListItemSchema),
  nextCursor: z.string().nullable(),
});

export type SkillListItem = z.infer<typeof skillListItemSchema>;
export type SkillList = z.infer<typeof skillListSchema>;
