// GET /api/v1/skills/{slug}/moderation: ClawHub's ApiV1SkillModerationResponseSchema, with every
// scanner finding (file and line) as evidence, plus the scanner's own severity and rule.
import { z } from "zod";
import { verdictSchema } from "./catalog-parts";

export const moderationEvidenceSchema = z.object({
  code: z.string().describe("Scanner rule id"),
  severity: z.enum(["info", "warn", "critical"]).describe("ClawHub's scale: critical, high/medium → warn, low/info → info"),
  scannerSeverity: z.enum(["critical", "high", "medium", "low", "info"]),
  file: z.string(),
  line: z.number().int(),
  message: z.string(),
  evidence: z.string().describe("Short redacted excerpt of what matched"),
});

export const skillModerationDetailSchema = z.object({
  moderation: z.object({
    isSuspicious: z.boolean(),
    isMalwareBlocked: z.boolean(),
    verdict: verdictSchema,
    reasonCodes: z.array(z.string()),
    updatedAt: z.number().int().nullable(),
    engineVersion: z.string().nullable(),
    summary: z.string().nullable(),
    legacyReason: z.string().nullable().describe("The moderator's or publisher's note, for the owner and moderators"),
    evidence: z.array(moderationEvidenceSchema),
    version: z.string().nullable().describe("The version the evidence comes from"),
    explanation: z.string().nullable(),
  }),
});

export type SkillModerationDetail = z.infer<typeof skillModerationDetailSchema>;
