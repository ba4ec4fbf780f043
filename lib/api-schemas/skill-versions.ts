// GET /api/v1/skills/{slug}/versions and /versions/{version}: ClawHub's ApiV1SkillVersionListResponseSchema
// and ApiV1SkillVersionResponseSchema, plus what an installer needs to verify bytes it received.
import { z } from "zod";
import { mirrorSummarySchema, verdictSchema } from "./catalog-parts";
import { skillMetadataDetailSchema } from "./skill-metadata";

export const VERSION_LIST_MAX_LIMIT = 200;

export const versionStatusSchema = z.enum(["active", "withdrawn", "blocked", "malicious"]);

export const versionListItemSchema = z.object({
  version: z.string(),
  createdAt: z.number().int(),
  changelog: z.string(),
  changelogSource: z.literal("user").nullable(),
  digest: z.string(),
  verdict: verdictSchema,
  status: versionStatusSchema.describe("Not `active` only for the owner and moderators: others see installable versions only"),
});

export const versionListSchema = z.object({ items: z.array(versionListItemSchema), nextCursor: z.string().nullable() });

export const versionFileSchema = z.object({
  path: z.string(),
  size: z.number().int(),
  sha256: z.string().describe("Lower-case hex sha256 of the file's bytes"),
  contentType: z.string(),
});

/** Read by `clawhub inspect` (status, hasWarnings, checkedAt). */
export const versionSecuritySchema = z.object({
  status: verdictSchema,
  hasWarnings: z.boolean(),
  checkedAt: z.number().int(),
  model: z.null(),
  engineVersion: z.string(),
  summary: z.string(),
  findings: z.number().int(),
});

export const versionDetailSchema = z.object({
  skill: z.object({ slug: z.string(), displayName: z.string(), emoji: z.string().nullable() }),
  version: z.object({
    version: z.string(),
    createdAt: z.number().int(),
    changelog: z.string(),
    changelogSource: z.literal("user").nullable(),
    license: z.literal("MIT-0").nullable(),
    spdxLicense: z.string().nullable(),
    files: z.array(versionFileSchema),
    security: versionSecuritySchema,
    digest: z.string().describe("Canonical bundle digest, sha256:<hex>: what the download's X-Skill-Digest says"),
    fingerprint: z.string().describe("The clawhub CLI's fingerprint of the files (sorted path:sha256 lines)"),
    zipSha256: z.string().describe("sha256 of the zip /api/v1/download serves: its ETag and Repr-Digest"),
    zipSize: z.number().int(),
    status: versionStatusSchema,
    installable: z.boolean(),
    downloadUrl: z.string(),
    metadata: skillMetadataDetailSchema.describe("What runtimes read from the manifest (also at …/versions/{version}/metadata)"),
    mirror: mirrorSummarySchema
      .nullable()
      .describe("Set when this version was mirrored from an upstream registry and gated here: where the upstream has it. Null for versions published here."),
  }),
});

export type VersionListItem = z.infer<typeof versionListItemSchema>;
export type VersionDetail = z.infer<typeof versionDetailSchema>;
