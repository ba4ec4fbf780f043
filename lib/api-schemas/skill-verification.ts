// GET /api/v1/skills/{slug}/verify and POST /api/v1/skills/-/security-verdicts: ClawHub's
// verification shapes as OpenClaw reads them (its dist: clawhub-install-trust, skills-cli),
// plus our additions (installable, artifact digests, the signed statement).
import { z } from "zod";
import { mirrorSummarySchema } from "./catalog-parts";

export const verificationDecisionSchema = z
  .enum(["pass", "fail"])
  .describe(
    "pass: installable and clean. fail: anything else; the reasons say whether it installs after a warning (security.status_not_clean) or never (moderation.blocked, static:malicious)",
  );

export const securityBlockSchema = z.object({
  status: z.enum(["clean", "suspicious", "malicious"]).describe("Effective verdict (a moderator may have overruled the scanner)"),
  passed: z.boolean(),
  rawStatus: z.string().describe("The scanner's own verdict"),
  verdict: z.string(),
  confidence: z.null(),
  summary: z.string().nullable(),
  model: z.null(),
  checkedAt: z.number().int().describe("When the current verdict was signed (epoch ms)"),
  engine: z.literal("skillvault-static-scanner"),
  engineVersion: z.string(),
  signals: z.object({
    staticScan: z.object({
      status: z.string(),
      rawStatus: z.string(),
      reasonCodes: z.array(z.string()),
      summary: z.string().nullable(),
      engineVersion: z.string(),
      checkedAt: z.number().int(),
    }),
    virusTotal: z.null(),
    skillSpector: z.null(),
    dependencyRegistry: z.null(),
  }),
});

export const skillVerificationSchema = z.object({
  schema: z.literal("clawhub.skill.verify.v1"),
  ok: z.boolean(),
  decision: verificationDecisionSchema,
  reasons: z.array(z.string()).describe("ClawHub reason codes, e.g. security.status_not_clean, moderation.blocked, static:malicious, version.withdrawn"),
  slug: z.string(),
  displayName: z.string(),
  pageUrl: z.string(),
  publisherHandle: z.string(),
  publisherDisplayName: z.string().nullable(),
  publisherProfileUrl: z.string(),
  version: z.string(),
  resolvedFrom: z.enum(["latest", "version", "tag"]),
  tag: z.string().nullable(),
  createdAt: z.number().int(),
  installable: z.boolean(),
  card: z.object({
    available: z.boolean(),
    path: z.string(),
    url: z.string().nullable(),
    sha256: z.string().nullable(),
    size: z.number().int().nullable(),
    contentType: z.string().nullable(),
  }),
  artifact: z.object({
    sourceFingerprint: z.string().describe("clawhub fingerprint: sha256 over sorted path:sha256 lines"),
    bundleFingerprints: z.array(z.string()),
    digest: z.string().describe("Canonical bundle digest (docs/bundle-digest.md)"),
    archiveSha256: z.string(),
    archiveSize: z.number().int(),
    files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string(), contentType: z.string() })),
  }),
  provenance: z.union([
    z.object({
      source: z.literal("server-resolved-github-import"),
      kind: z.string(),
      repo: z.string(),
      commit: z.string(),
      path: z.string().optional(),
      ref: z.string().optional(),
      workflow: z.string().optional(),
    }),
    z.object({
      source: z.literal("unavailable"),
      reason: z.string(),
      mirror: mirrorSummarySchema.optional().describe("Mirrored versions: where the upstream registry has it (also in the signed statement)"),
    }),
  ]),
  security: securityBlockSchema,
  signature: z.union([
    z.object({
      status: z.literal("signed"),
      algorithm: z.string(),
      keyId: z.string(),
      payload: z.string(),
      signature: z.string(),
      createdAt: z.number().int(),
      url: z.string(),
      keysUrl: z.string(),
    }),
    z.object({ status: z.literal("unsigned") }),
  ]),
});

const requestEcho = {
  requestedSlug: z.string(),
  requestedOwnerHandle: z.string().optional(),
  requestedVersion: z.string(),
};

export const securityVerdictItemSchema = z.union([
  z.object({
    ...requestEcho,
    ok: z.boolean(),
    decision: verificationDecisionSchema,
    reasons: z.array(z.string()),
    slug: z.string(),
    version: z.string(),
    displayName: z.string(),
    publisherHandle: z.string(),
    publisherDisplayName: z.string().nullable(),
    createdAt: z.number().int(),
    checkedAt: z.number().int(),
    skillUrl: z.string(),
    securityAuditUrl: z.string(),
    overview: z.string().min(1).describe("What OpenClaw prints in its security audit box"),
    security: securityBlockSchema,
    installable: z.boolean(),
  }),
  z.object({
    ...requestEcho,
    ok: z.literal(false),
    decision: z.literal("fail"),
    reasons: z.array(z.string()),
    slug: z.string(),
    version: z.null(),
    displayName: z.null(),
    publisherHandle: z.null(),
    publisherDisplayName: z.null(),
    createdAt: z.null(),
    checkedAt: z.null(),
    skillUrl: z.null(),
    securityAuditUrl: z.null(),
    overview: z.string(),
    security: z.null(),
    error: z.object({ code: z.enum(["skill_not_found", "skill_unavailable", "version_not_found", "version_unavailable"]), message: z.string() }),
  }),
]);

export const securityVerdictsSchema = z.object({
  schema: z.literal("clawhub.skill.security-verdicts.v1"),
  items: z.array(securityVerdictItemSchema),
});
