// One skill version as the verification routes read it: the skill as the viewer may see it
// (ownerHandle must match when given), the version by number, dist-tag or latest installable,
// and everything a verification, verdict or card is built from, in two queries.
import type { Sight, VersionStatus } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { type CatalogSkill } from "@/lib/catalog/find-catalog-skill";
import { type VersionRef } from "@/lib/catalog/find-catalog-version";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { findNewestAttestation, type NewestAttestation } from "@/lib/trust/find-newest-attestation";
import type { Prisma } from "@/lib/db";

export const verificationVersionSelect = {
  id: true,
  version: true,
  createdAt: true,
  changelog: true,
  manifest: true,
  digest: true,
  fingerprint: true,
  zipSha256: true,
  zipSize: true,
  fileCount: true,
  totalSize: true,
  verdict: true,
  verdictSummary: true,
  scannerVersion: true,
  scanReport: true,
  reviewState: true,
  withdrawnAt: true,
  withdrawnReason: true,
  blockedAt: true,
  blockedReason: true,
  provenance: true,
  files: { orderBy: { path: "asc" }, select: { path: true, size: true, sha256: true, contentType: true } },
} as const satisfies Prisma.SkillVersionSelect;

export type VerificationVersion = Prisma.SkillVersionGetPayload<{ select: typeof verificationVersionSelect }>;

export type VerificationTarget = {
  skill: CatalogSkill;
  sight: Sight;
  version: VerificationVersion;
  /** Where the version may be served, and OpenClaw's judgement of it (lib/access). */
  status: VersionStatus;
  attestation: NewestAttestation | null;
  resolvedFrom: "latest" | "version" | "tag";
};

export async function loadVerificationTarget(input: { slug: string; ownerHandle?: string; viewer: Actor | null } & VersionRef): Promise<VerificationTarget> {
  const ref: VersionRef = input.version !== undefined ? { version: input.version } : input.tag !== undefined ? { tag: input.tag } : {};
  const { skill, sight, version, status } = await findVisibleVersion({
    viewer: input.viewer,
    slug: input.slug,
    ownerHandle: input.ownerHandle,
    ref,
    select: verificationVersionSelect,
  });
  const attestation = await findNewestAttestation({ versionId: version.id });
  return { skill, sight, version, status, attestation, resolvedFrom: ref.version !== undefined ? "version" : ref.tag !== undefined ? "tag" : "latest" };
}
