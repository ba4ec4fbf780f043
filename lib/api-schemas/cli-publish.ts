// POST /api/v1/skills (and the legacy /api/cli/publish): the clawhub CLI's CliPublishRequestSchema,
// and the answer (ApiV1PublishResponseSchema plus the verdict, findings and digests).
import { z } from "zod";
import { verdictSchema } from "./catalog-parts";

const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-f0-9]{64}$/, "A sha256 as 64 hex digits.");

export const cliPublishFileSchema = z.object({
  path: z.string().min(1).max(1024),
  size: z.number().int().min(0),
  storageId: z.string().min(1).max(64).describe("The upload ticket the bytes were sent to"),
  sha256: sha256Hex,
  contentType: z.string().max(255).optional(),
  uploadTicket: z.string().max(64).optional(),
});

/** Everything but the files; multipart publishes send this as the `payload` field. */
export const cliPublishMetaSchema = z.object({
  slug: z.string().trim().toLowerCase().min(1).max(100),
  displayName: z.string().trim().min(1).max(100),
  ownerHandle: z
    .string()
    .trim()
    .max(64)
    .transform((value) => value.replace(/^@+/, "").toLowerCase() || undefined)
    .optional(),
  sourceOwnerHandle: z.string().max(64).optional(),
  migrateOwner: z.boolean().optional(),
  visibility: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["public", "internal", "private"]))
    .optional()
    .describe("Skillvault: who may see a new skill (public, internal = signed-in accounts, private = the publisher's members); default HUB_DEFAULT_VISIBILITY"),
  version: z.string().trim().min(1).max(128).optional().describe("Omitted: identical content resolves to its version, new content gets the next patch"),
  changelog: z.string().max(20_000).default(""),
  acceptLicenseTerms: z.boolean().optional(),
  tags: z.array(z.string().max(64)).max(20).optional().describe("Dist-tags for this version; `latest` is always computed"),
  categories: z.array(z.string().max(64)).max(20).optional(),
  topics: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(20).optional(),
  // Accepted for compatibility and not trusted: provenance comes only from trusted publishing.
  source: z
    .object({ kind: z.literal("github"), url: z.string(), repo: z.string(), ref: z.string(), commit: z.string(), path: z.string(), importedAt: z.number() })
    .partial()
    .optional(),
  forkOf: z.object({ slug: z.string(), ownerHandle: z.string().optional(), version: z.string().optional() }).optional(),
});

export const cliPublishRequestSchema = cliPublishMetaSchema.extend({
  files: z.array(cliPublishFileSchema).min(1).max(1000),
});

const findingSchema = z.object({ ruleId: z.string(), severity: z.string(), file: z.string(), line: z.number().int(), message: z.string() });
const diagnosticSchema = z.object({ code: z.string(), severity: z.string(), file: z.string(), line: z.number().int().optional(), message: z.string() });

export const publishResultSchema = z.object({
  ok: z.literal(true),
  skillId: z.string(),
  versionId: z.string(),
  slug: z.string(),
  version: z.string(),
  status: z.enum(["published", "pending"]).describe("`pending`: the new slug waits for a moderator (it looks like a popular skill)"),
  publicationStatus: z.enum(["published", "pending"]),
  result: z.enum(["published", "unchanged", "held"]),
  verdict: verdictSchema,
  summary: z.string(),
  digest: z.string(),
  fingerprint: z.string(),
  zipSha256: z.string(),
  findings: z.array(findingSchema),
  diagnostics: z.array(diagnosticSchema),
  warnings: z.array(z.object({ code: z.string(), path: z.string().optional(), message: z.string() })),
});

export type CliPublishMeta = z.infer<typeof cliPublishMetaSchema>;
export type PublishResultBody = z.infer<typeof publishResultSchema>;
