// The website's publish form (POST /api/v1/skills/-/check and /-/publish): the fields sent next
// to the files, the pre-publish check's answer, and the publish answer with every finding.
import { z } from "zod";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const SITE_UPLOAD_MAX_FILES = 1000;

/** The `meta` multipart field (JSON). `paths` names each `files` part in order: browsers may drop folders from multipart filenames. */
export const sitePublishMetaSchema = z.object({
  paths: z.array(z.string().min(1).max(1024)).max(SITE_UPLOAD_MAX_FILES).optional().describe("Path of each `files` part, in order (folder uploads)"),
  slug: optionalText(100)
    .transform((value) => value?.toLowerCase())
    .describe("Defaults to the frontmatter name, slugified"),
  displayName: optionalText(100),
  version: optionalText(128).describe("Omitted: 1.0.0 for a new skill, else the next patch (identical content resolves to its version)"),
  changelog: z.string().max(20_000).optional(),
  topics: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(20).optional(),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(20).optional().describe("Dist-tags besides `latest`"),
  ownerHandle: optionalText(64)
    .transform((value) => value?.replace(/^@+/, "").toLowerCase() || undefined)
    .describe("Publish for an org you belong to"),
  visibility: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["public", "internal", "private"]))
    .optional()
    .describe("Who may see a new skill; default HUB_DEFAULT_VISIBILITY"),
});

export type SitePublishMeta = z.infer<typeof sitePublishMetaSchema>;

export const findingSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(["critical", "high", "medium", "low", "info"]),
  confidence: z.number(),
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  evidence: z.string(),
  context: z.enum(["frontmatter", "prose", "fenced", "script", "reference", "asset"]),
  decoded: z.object({ layers: z.array(z.string()), text: z.string() }).optional(),
});

export const diagnosticSchema = z.object({
  code: z.string(),
  severity: z.string(),
  file: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  message: z.string(),
  hint: z.string().optional(),
  source: z.string().optional(),
});

const scanSchema = z.object({
  scannerVersion: z.string(),
  verdict: z.enum(["clean", "suspicious", "malicious"]),
  summary: z.string(),
  explanation: z.string(),
  findings: z.array(findingSchema),
});

const ruleTextSchema = z
  .record(z.string(), z.object({ title: z.string(), description: z.string() }))
  .describe("Title and explanation of every rule that fired");

export const SLUG_STATUSES = ["new", "yours", "taken", "reserved", "deleted", "invalid"] as const;

export const POLICY_OUTCOMES = ["publish", "hold", "refuse"] as const;

/** What the owning publisher's team policy (docs/teams.md) would do with this upload: the publish's own decision. */
export const policyPreviewSchema = z.object({
  ownerHandle: z.string().describe("Whose policy: the existing skill's owner, or the new skill's (meta.ownerHandle, else you)"),
  outcome: z.enum(POLICY_OUTCOMES).describe("publish; hold: stored but waiting for an org admin's review; refuse: the publish would be refused with `code`"),
  code: z.string().nullable().describe("refuse: the error code the publish would answer (ORG_POLICY_FORBIDS_PUBLISH, ORG_POLICY_FORBIDS_PUBLIC)"),
  reason: z.string().nullable().describe("hold or refuse: why, in a sentence"),
  visibility: z
    .enum(["public", "internal", "private"])
    .nullable()
    .describe("Who would see the skill (a new one may become private under the policy); null when refused"),
});

export type PolicyPreview = z.infer<typeof policyPreviewSchema>;

export const publishCheckSchema = z.object({
  /** False when the publish gate fails or the scanner judges the bundle malicious. */
  publishable: z.boolean(),
  bundle: z.object({
    format: z.string(),
    digest: z.string(),
    fingerprint: z.string(),
    totalSize: z.number().int(),
    rootName: z.string().nullable(),
    files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string(), isText: z.boolean(), contentType: z.string() })),
    warnings: z.array(z.object({ code: z.string(), path: z.string().optional(), message: z.string() })),
  }),
  skill: z.object({ name: z.string().nullable(), description: z.string().nullable(), emoji: z.string().nullable(), displayName: z.string() }),
  slug: z.object({
    value: z.string(),
    status: z.enum(SLUG_STATUSES).describe("new: free; yours: a skill you manage (a new version); taken/reserved/deleted/invalid: pick another"),
    ownerHandle: z.string().nullable(),
    latestVersion: z.string().nullable(),
    nextVersion: z.string().describe("The version an empty version field publishes as (unless the content is unchanged)"),
    identicalVersion: z
      .string()
      .nullable()
      .describe("A version of your skill with exactly these files (same digest): publishing without a version number changes nothing"),
  }),
  validation: z.object({
    ok: z.boolean(),
    diagnostics: z.array(diagnosticSchema),
    compatibility: z.record(z.string(), z.object({ loads: z.boolean(), reason: z.string().optional() })),
  }),
  scan: scanSchema,
  rules: ruleTextSchema,
  policy: policyPreviewSchema
    .nullable()
    .describe(
      "The team policy's decision for the skill you would publish to; null when the slug is not yours to publish (taken, reserved, deleted, invalid) or the meta.ownerHandle is not one you may publish for",
    ),
});

export type PublishCheck = z.infer<typeof publishCheckSchema>;

export const sitePublishResultSchema = z.object({
  status: z.enum(["published", "unchanged", "held"]).describe("held: published, but the new slug waits for a moderator (it looks like a popular skill)"),
  url: z.string().describe("The skill page"),
  skill: z.object({ id: z.string(), slug: z.string(), displayName: z.string(), ownerHandle: z.string() }),
  version: z.object({ id: z.string(), version: z.string(), digest: z.string(), fingerprint: z.string(), zipSha256: z.string(), createdAt: z.string() }),
  verdict: z.enum(["clean", "suspicious", "malicious"]),
  summary: z.string(),
  explanation: z.string(),
  findings: z.array(findingSchema),
  diagnostics: z.array(diagnosticSchema),
  warnings: z.array(z.object({ code: z.string(), path: z.string().optional(), message: z.string() })),
  heldReason: z.string().optional(),
  rules: ruleTextSchema,
});

export type SitePublishResult = z.infer<typeof sitePublishResultSchema>;
