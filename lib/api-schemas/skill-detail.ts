// GET /api/v1/skills/{slug}: ClawHub's ApiV1SkillResponseSchema plus our fields.
import { z } from "zod";
import { latestVersionSchema, ownerSchema, skillMetadataSchema, skillModerationSchema, skillSummarySchema } from "./catalog-parts";

export const skillDetailSchema = z.object({
  // Ours: who may read it here (a mirror with a token keeps non-public copies non-public).
  skill: skillSummarySchema.extend({ visibility: z.enum(["public", "internal", "private"]) }),
  latestVersion: latestVersionSchema.nullable(),
  metadata: skillMetadataSchema.nullable(),
  owner: ownerSchema,
  moderation: skillModerationSchema,
});

export type SkillDetail = z.infer<typeof skillDetailSchema>;
