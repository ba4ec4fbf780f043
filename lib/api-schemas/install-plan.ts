// GET /api/v1/skills/{slug}/install: ClawHub's ApiV1SkillInstallResolveResponseSchema (archive
// variant; we never hand out GitHub installs) plus the digests to verify the download against.
import { z } from "zod";

export const installPlanSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    slug: z.string(),
    installKind: z.literal("archive"),
    archive: z.object({
      version: z.string(),
      downloadUrl: z.string(),
      digest: z.string().describe("Canonical bundle digest: the download's X-Skill-Digest"),
      zipSha256: z.string().describe("sha256 of the zip: the download's ETag and Repr-Digest"),
      size: z.number().int(),
    }),
  }),
  z.object({
    ok: z.literal(false),
    slug: z.string(),
    reason: z.literal("archive_version_missing"),
    message: z.string(),
    status: z.union([z.literal(403), z.literal(409), z.literal(410), z.literal(423)]).describe("Also the HTTP status of the response"),
    code: z.string().describe("Our error code, e.g. NO_INSTALLABLE_VERSION, VERSION_WITHDRAWN, VERSION_BLOCKED, VERSION_HELD, VERSION_REJECTED or SKILL_GONE"),
  }),
]);

export type InstallPlan = z.infer<typeof installPlanSchema>;
