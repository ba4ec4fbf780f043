// The transactional half of a publish: ownership, version number, blobs, rows, tags, signature,
// audit and feed entries. Called inside db.$transaction by publishVersion only.
import { dbVerdict } from "@/lib/access";
import { recordAudit, recordChange } from "@/lib/audit";
import { getBlobStore } from "@/lib/blobs";
import type { Prisma, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { compareSemver, nextPatch, parseSemver } from "@/lib/ids";
import { signVersionStatement, type SigningKeyRow } from "@/lib/signing";
import { applyDistTags } from "./apply-dist-tags";
import { POLICY_HOLD_REASON } from "./decide-publication";
import { findOrCreateSkill } from "./find-or-create-skill";
import { heldLabelsOf } from "./held-labels";
import { mirrorBlockReason, mirrorStatementFields } from "./mirror-origin";
import type { PreparedPublication } from "./prepare-publication";
import { notifySkillAdmins } from "@/lib/notifications/notify-skill-admins";
import { refreshSkillState } from "./refresh-skill-state";
import type { PublishInput, PublishResult } from "./types";

type StoreInput = {
  input: PublishInput;
  slug: string;
  prepared: PreparedPublication;
  zip: { bytes: Uint8Array; sha256: string };
  /** The registry's signing key, loaded before the transaction (lib/signing caches it). */
  signingKey: SigningKeyRow;
};

function withoutPolicy(origin: NonNullable<PublishInput["mirror"]>) {
  const { blockSuspicious: _policy, ...rest } = origin;
  return rest;
}

function json(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export async function storeVersion(tx: Tx, store: StoreInput): Promise<PublishResult> {
  const { input, slug, prepared, zip } = store;
  const { bundle, validation, scan } = prepared;
  const skill = await findOrCreateSkill(tx, {
    actor: input.actor,
    slug,
    ownerHandle: input.ownerHandle,
    displayName: input.displayName,
    topics: input.topics,
    visibility: input.visibility,
    name: validation.name,
    description: validation.description,
    verdict: scan.verdict,
    mirrored: input.mirror !== undefined,
  });
  // Held for the org's review (policy `hold`): stored and signed, but neither latest nor tagged,
  // nor in the feed, nor allowed to relabel the skill, until an org admin approves it.
  const held = skill.hold;
  const skillView = { id: skill.id, slug, displayName: input.displayName ?? skill.displayName, ownerHandle: skill.ownerHandle, visibility: skill.visibility };
  const base = {
    summary: scan.summary,
    explanation: scan.explanation,
    findings: scan.findings,
    diagnostics: validation.diagnostics,
    warnings: bundle.warnings,
  };

  let version = input.version;
  if (version === undefined) {
    const existing = await tx.skillVersion.findMany({
      where: { skillId: skill.id },
      select: { id: true, version: true, digest: true, fingerprint: true, zipSha256: true, createdAt: true, orgReview: true, publishedById: true },
    });
    // A version held for (or refused in) the org's review is "the same" only to the account that published it:
    // anyone else would learn of it here, so their identical bundle becomes a new version (held too).
    const same = existing.find((row) => row.digest === bundle.digest && (row.orgReview === null || row.publishedById === input.actor.userId));
    if (same) {
      return {
        ...base,
        status: "unchanged",
        skill: skillView,
        verdict: scan.verdict,
        version: {
          id: same.id,
          version: same.version,
          digest: same.digest,
          fingerprint: same.fingerprint,
          zipSha256: same.zipSha256,
          createdAt: same.createdAt.toISOString(),
        },
      };
    }
    const highest = existing
      .map((row) => parseSemver(row.version)!)
      .sort(compareSemver)
      .at(-1);
    version = highest ? nextPatch(highest) : "1.0.0";
  } else if (await tx.skillVersion.findUnique({ where: { skillId_version: { skillId: skill.id, version } }, select: { id: true } })) {
    throw new AppError("VERSION_EXISTS", `${slug}@${version} already exists; versions are immutable.`, { details: { slug, version } });
  }
  const semver = parseSemver(version)!;
  // A trusted-publishing token carries the workflow run that minted it; a mirror, the upstream's.
  const provenance = input.mirror ? { kind: "mirror" as const, ...withoutPolicy(input.mirror) } : (input.provenance ?? input.actor.provenance);
  const blockedReason = input.mirror ? mirrorBlockReason(input.mirror, scan) : null;

  await getBlobStore().putMany(tx, [...bundle.files.map((file) => ({ sha256: file.sha256, bytes: file.bytes })), zip]);
  await input.onProgress?.("stored-blobs");

  const row = await tx.skillVersion.create({
    data: {
      skillId: skill.id,
      version,
      major: semver.major,
      minor: semver.minor,
      patch: semver.patch,
      prerelease: semver.prerelease,
      changelog: input.changelog ?? "",
      manifest: json(validation.manifest),
      digest: bundle.digest,
      fingerprint: bundle.fingerprint,
      zipSha256: zip.sha256,
      zipSize: zip.bytes.byteLength,
      fileCount: bundle.files.length,
      totalSize: bundle.totalSize,
      verdict: dbVerdict(scan.verdict),
      verdictSummary: scan.summary,
      scannerVersion: scan.scannerVersion,
      scanReport: json(scan),
      validationReport: json({ diagnostics: validation.diagnostics, dialects: validation.dialects, warnings: bundle.warnings }),
      compatibility: json(validation.compatibility),
      provenance: provenance ? json(provenance) : undefined,
      publishedById: input.actor.userId,
      reviewState: blockedReason ? "BLOCKED" : scan.verdict === "suspicious" ? "PENDING" : null,
      ...(held ? { orgReview: "HELD" as const, heldLabels: heldLabelsOf(input) } : {}),
      ...(blockedReason ? { blockedAt: new Date(), blockedReason } : {}),
    },
    select: { id: true, createdAt: true },
  });
  // Separate from the create above: a nested createMany costs Prisma an extra read-back query.
  await tx.skillFile.createMany({
    data: bundle.files.map((file) => ({
      versionId: row.id,
      path: file.path,
      size: file.size,
      sha256: file.sha256,
      contentType: file.contentType,
      isText: file.isText,
    })),
  });
  await input.onProgress?.("stored-version");

  // Held: the labels wait with the version (heldLabels, tag names checked there) until approval.
  if (!held) await applyDistTags(tx, { skillId: skill.id, versionId: row.id, tags: input.tags ?? [] });
  if (!held && (input.displayName || input.topics)) {
    await tx.skill.update({
      where: { id: skill.id },
      data: { ...(input.displayName ? { displayName: input.displayName } : {}), ...(input.topics ? { topics: input.topics } : {}) },
    });
  }
  await refreshSkillState(tx, skill.id, { known: { id: row.id, manifest: validation.manifest } });
  await signVersionStatement(tx, {
    key: store.signingKey,
    versionId: row.id,
    statement: {
      slug,
      version,
      digest: bundle.digest,
      verdict: scan.verdict,
      scannerVersion: scan.scannerVersion,
      publishedAt: row.createdAt.toISOString(),
      ...mirrorStatementFields(provenance),
    },
  });
  await input.onProgress?.("signed");
  await recordAudit(tx, {
    actorId: input.actor.userId,
    action: input.mirror ? "version.mirror" : held ? "version.hold" : "version.publish",
    targetType: "version",
    targetId: row.id,
    skillId: skill.id,
    ip: input.ip ?? null,
    data: {
      slug,
      version,
      digest: bundle.digest,
      verdict: scan.verdict,
      provenance: provenance ? json(provenance) : null,
      ...(blockedReason ? { blockedReason } : {}),
    },
  });
  // The org's owners and admins learn that a version waits in their review queue.
  if (held) await notifySkillAdmins(tx, { skill: { id: skill.id, ownerId: skill.ownerId }, kind: "version.held", data: { slug, version } });
  // Mirrors hear of a held version when it is approved (review-held-version.ts).
  if (!held) await recordChange(tx, { kind: "publish", skillId: skill.id, slug, version, data: { digest: bundle.digest, verdict: scan.verdict } });

  const heldReason = held ? POLICY_HOLD_REASON : skill.moderation === "HELD" ? skill.moderationReason : null;
  return {
    ...base,
    status: held || skill.moderation === "HELD" ? "held" : "published",
    ...(heldReason ? { heldReason } : {}),
    skill: skillView,
    verdict: scan.verdict,
    version: { id: row.id, version, digest: bundle.digest, fingerprint: bundle.fingerprint, zipSha256: zip.sha256, createdAt: row.createdAt.toISOString() },
  };
}
