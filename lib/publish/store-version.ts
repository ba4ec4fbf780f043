// The transactional half of a publish: ownership, version number, blobs, rows, tags, signature,
// audit and feed entries. Called inside db.$transaction by publishVersion only.
import { recordAudit, recordChange } from "@/lib/audit";
import { getBlobStore } from "@/lib/blobs";
import type { Prisma, Tx } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { nextPatch, parseSemver, compareSemver } from "@/lib/ids";
import { signVersionStatement } from "@/lib/signing";
import { assertCanManageSkill } from "./can-manage-skill";
import { findLookalikeSlug } from "./find-lookalike-slug";
import type { PreparedPublication } from "./prepare-publication";
import { refreshSkillState } from "./refresh-skill-state";
import { resolvePublisher } from "./resolve-publisher";
import { applyDistTags } from "./apply-dist-tags";
import type { PublishInput, PublishResult } from "./types";

type StoreInput = {
  input: PublishInput;
  slug: string;
  prepared: PreparedPublication;
  zip: { bytes: Uint8Array; sha256: string };
  reservedCheck: () => void;
};

const VERDICT = { clean: "CLEAN", suspicious: "SUSPICIOUS", malicious: "MALICIOUS" } as const;

function titleFromName(name: string): string {
  return name.split(/[-_\s]+/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
}

function json(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

async function findOrCreateSkill(tx: Tx, store: StoreInput) {
  const { input, slug, prepared } = store;
  let skill = await tx.skill.findUnique({ where: { slug }, select: { id: true, ownerId: true, deletedAt: true, slugReservedUntil: true, displayName: true, moderation: true, moderationReason: true } });
  if (skill?.deletedAt) {
    const mine = await assertCanManageSkill(tx, input.actor, skill).then(() => true, () => false);
    if (mine) throw new AppError("SKILL_DELETED", `'${slug}' is deleted; undelete it before publishing.`, { details: { slug } });
    if (skill.slugReservedUntil && skill.slugReservedUntil > new Date()) {
      throw new AppError("SLUG_RESERVED_AFTER_DELETE", `'${slug}' was deleted recently and stays reserved until ${skill.slugReservedUntil.toISOString()}.`, { details: { slug, until: skill.slugReservedUntil.toISOString() } });
    }
    // The reservation ran out: the old skill keeps its history under an internal name.
    await tx.skill.update({ where: { id: skill.id }, data: { slug: `${slug}~released~${skill.id}` } });
    skill = null;
  }
  if (skill) {
    try {
      await assertCanManageSkill(tx, input.actor, skill);
    } catch (error) {
      if (isAppError(error) && error.code === "NOT_SKILL_OWNER") throw new AppError("SKILL_OWNED_BY_OTHER", `'${slug}' belongs to another publisher.`, { details: { slug } });
      throw error;
    }
    return { skill, created: false };
  }
  if (input.actor.limitedToSkillId) throw new AppError("FORBIDDEN", "This token may only publish new versions of an existing skill.");
  store.reservedCheck();
  const publisher = await resolvePublisher(tx, input.actor, input.ownerHandle);
  const lookalike = await findLookalikeSlug(tx, { slug, ownerId: publisher.id });
  const created = await tx.skill.create({
    data: {
      slug,
      ownerId: publisher.id,
      displayName: input.displayName ?? titleFromName(prepared.validation.name ?? slug),
      summary: prepared.validation.description?.slice(0, 280) ?? null,
      topics: input.topics ?? [],
      moderation: lookalike ? "HELD" : "ACTIVE",
      moderationReason: lookalike ? `Looks like '${lookalike.slug}' by ${lookalike.ownerHandle}; waiting for a moderator.` : null,
    },
    select: { id: true, ownerId: true, deletedAt: true, slugReservedUntil: true, displayName: true, moderation: true, moderationReason: true },
  });
  return { skill: created, created: true };
}

export async function storeVersion(tx: Tx, store: StoreInput): Promise<PublishResult> {
  const { input, slug, prepared, zip } = store;
  const { bundle, validation, scan } = prepared;
  const { skill } = await findOrCreateSkill(tx, store);
  const owner = await tx.user.findUniqueOrThrow({ where: { id: skill.ownerId }, select: { handle: true } });
  const skillView = { id: skill.id, slug, displayName: input.displayName ?? skill.displayName, ownerHandle: owner.handle };
  const base = { summary: scan.summary, explanation: scan.explanation, findings: scan.findings, diagnostics: validation.diagnostics, warnings: bundle.warnings };

  const existing = await tx.skillVersion.findMany({ where: { skillId: skill.id }, select: { id: true, version: true, digest: true, fingerprint: true, zipSha256: true, verdict: true, createdAt: true } });
  let version = input.version;
  if (version === undefined) {
    const same = existing.find((row) => row.digest === bundle.digest);
    if (same) {
      return { ...base, status: "unchanged", skill: skillView, verdict: scan.verdict,
        version: { id: same.id, version: same.version, digest: same.digest, fingerprint: same.fingerprint, zipSha256: same.zipSha256, createdAt: same.createdAt.toISOString() } };
    }
    const highest = existing.map((row) => parseSemver(row.version)!).sort(compareSemver).at(-1);
    version = highest ? nextPatch(highest) : "1.0.0";
  } else if (existing.some((row) => row.version === version)) {
    throw new AppError("VERSION_EXISTS", `${slug}@${version} already exists; versions are immutable.`, { details: { slug, version } });
  }
  const semver = parseSemver(version)!;

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
      verdict: VERDICT[scan.verdict],
      verdictSummary: scan.summary,
      scannerVersion: scan.scannerVersion,
      scanReport: json(scan),
      validationReport: json({ diagnostics: validation.diagnostics, dialects: validation.dialects, warnings: bundle.warnings }),
      compatibility: json(validation.compatibility),
      provenance: input.provenance ? json(input.provenance) : undefined,
      publishedById: input.actor.userId,
      reviewState: scan.verdict === "suspicious" ? "PENDING" : null,
      files: {
        createMany: {
          data: bundle.files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256, contentType: file.contentType, isText: file.isText })),
        },
      },
    },
    select: { id: true, createdAt: true },
  });
  await input.onProgress?.("stored-version");

  await applyDistTags(tx, { skillId: skill.id, versionId: row.id, tags: input.tags ?? [] });
  await tx.skill.update({
    where: { id: skill.id },
    data: {
      ...(input.displayName ? { displayName: input.displayName } : {}),
      ...(input.topics ? { topics: input.topics } : {}),
      summary: validation.description?.slice(0, 280) ?? undefined,
    },
  });
  await refreshSkillState(tx, skill.id);
  await signVersionStatement(tx, {
    versionId: row.id,
    statement: { slug, version, digest: bundle.digest, verdict: scan.verdict, scannerVersion: scan.scannerVersion, publishedAt: row.createdAt.toISOString() },
  });
  await input.onProgress?.("signed");
  await recordAudit(tx, {
    actorId: input.actor.userId, action: "version.publish", targetType: "version", targetId: row.id, skillId: skill.id, ip: input.ip ?? null,
    data: { slug, version, digest: bundle.digest, verdict: scan.verdict, provenance: input.provenance ? json(input.provenance) : null },
  });
  await recordChange(tx, { kind: "publish", skillId: skill.id, slug, version, data: { digest: bundle.digest, verdict: scan.verdict } });

  return {
    ...base,
    status: skill.moderation === "HELD" ? "held" : "published",
    ...(skill.moderation === "HELD" && skill.moderationReason ? { heldReason: skill.moderationReason } : {}),
    skill: skillView,
    verdict: scan.verdict,
    version: { id: row.id, version, digest: bundle.digest, fingerprint: bundle.fingerprint, zipSha256: zip.sha256, createdAt: row.createdAt.toISOString() },
  };
}
