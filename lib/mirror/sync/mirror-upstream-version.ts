// One upstream version through our gate, exactly like a publish: download → read bundle (our reader,
// our limits, the upstream's own record as a check) → publishVersion (validate → scan → decide →
// one transaction). What our gate refuses is remembered as rejected; what our policy will not serve
// is stored blocked (lib/publish/mirror-origin.ts). Nothing half-done survives a crash: the version
// commits whole or not at all, and the bookkeeping after it is redone by the next sync.
import { createHash } from "node:crypto";
import type { Visibility } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { normalizeTopics, publishVersion } from "@/lib/publish";
import { getConfig } from "@/lib/config";
import type { UpstreamSkillDetail } from "../upstream/upstream-schemas";
import { readMirroredBundleIsolated } from "./read-mirrored-bundle-isolated";
import type { SyncContext } from "./sync-context";
import { keptDisplayName } from "./kept-display-name";
import { linkMirroredSkill } from "./link-mirrored-skill";
import { storableJson, storableText } from "./storable";

export type UpstreamSkill = {
  owner: string;
  slug: string;
  names: { handle: string; slug: string };
  detail: UpstreamSkillDetail;
  publisher: Actor;
  /** Set when the copy does not exist here yet: the visibility its first version creates it with. */
  visibility?: Visibility;
};

/** Refusals that are our gate's decision about these bytes (not a failure to retry). */
const GATE_CODES = new Set(["SKILL_INVALID", "VERSION_INVALID", "MIRROR_INTEGRITY", "SCAN_BLOCKED"]);

function isGateRefusal(error: unknown): error is AppError {
  return isAppError(error) && (GATE_CODES.has(error.code) || error.code.startsWith("BUNDLE_"));
}

/** Upstream topics that are topics here; the rest are dropped rather than refusing the version. */
function keptTopics(topics: readonly string[] | undefined): string[] | undefined {
  if (!topics?.length) return undefined;
  const kept = topics.flatMap((topic) => {
    try {
      return normalizeTopics([topic]);
    } catch {
      return [];
    }
  });
  return [...new Set(kept)].slice(0, 20);
}

function key(ctx: SyncContext, skill: UpstreamSkill, version: string) {
  return {
    upstreamName_upstreamOwner_upstreamSlug_upstreamVersion: {
      upstreamName: ctx.mirror.name,
      upstreamOwner: skill.owner,
      upstreamSlug: skill.slug,
      // As the sync looks it up (sync-upstream-skill.ts): an upstream's version may hold a NUL.
      upstreamVersion: storableText(version),
    },
  };
}

export async function recordRejected(ctx: SyncContext, skill: UpstreamSkill, version: string, error: AppError, zipSha256: string | null) {
  const where = key(ctx, skill, version);
  const detail = storableJson({ message: error.message, details: error.details ?? null });
  const data = { state: "rejected", code: error.code, detail, upstreamZipSha256: zipSha256, fetchedAt: new Date() };
  await db.mirroredVersion.upsert({ where, create: { ...where.upstreamName_upstreamOwner_upstreamSlug_upstreamVersion, ...data }, update: data });
  ctx.stats.versionsRejected++;
  ctx.log(`rejected ${skill.owner}/${skill.slug}@${version}: ${error.code}`);
}

export async function recordStored(
  ctx: SyncContext,
  skill: UpstreamSkill,
  input: { version: string; versionId: string; digest?: string | null; zipSha256?: string | null },
) {
  const where = key(ctx, skill, input.version);
  const data = { state: "stored", versionId: input.versionId, code: null, upstreamDigest: input.digest ?? null, upstreamZipSha256: input.zipSha256 ?? null };
  await db.mirroredVersion.upsert({ where, create: { ...where.upstreamName_upstreamOwner_upstreamSlug_upstreamVersion, ...data }, update: data });
}

export async function mirrorUpstreamVersion(ctx: SyncContext, skill: UpstreamSkill, version: string): Promise<void> {
  const answer = await ctx.api.getVersion(skill.slug, skill.owner, version);
  // Listed a moment ago, gone now: the next sync withdraws or fetches it as appropriate.
  if (answer.kind !== "found") return;
  const record = answer.detail.version!;
  const config = getConfig();
  const bytes = await ctx.api.download(skill.slug, skill.owner, version, config.BUNDLE_MAX_TOTAL_BYTES + 1024 * 1024);
  if (!bytes) return;
  const zipSha256 = createHash("sha256").update(bytes).digest("hex");
  let read: Awaited<ReturnType<typeof readMirroredBundleIsolated>>;
  try {
    read = await readMirroredBundleIsolated({ bytes, filename: `${skill.slug}-${version}.zip`, declared: record.files, declaredDigest: record.digest });
  } catch (error) {
    if (isGateRefusal(error)) return recordRejected(ctx, skill, version, error, zipSha256);
    throw error;
  }
  let result: Awaited<ReturnType<typeof publishVersion>>;
  try {
    result = await publishVersion({
      actor: skill.publisher,
      bundle: read.bundle,
      slug: skill.names.slug,
      version,
      displayName: keptDisplayName(skill.detail.skill!.displayName),
      changelog: record.changelog ?? "",
      topics: keptTopics(skill.detail.skill!.topics),
      ...(skill.visibility ? { visibility: skill.visibility } : {}),
      mirror: {
        mirror: ctx.mirror.name,
        url: ctx.api.base,
        ownerHandle: skill.owner,
        slug: skill.slug,
        version,
        digest: record.digest ?? null,
        digestMatches: read.digestMatches,
        zipSha256,
        moderation:
          skill.detail.moderation?.verdict ??
          (skill.detail.moderation?.isMalwareBlocked ? "malicious" : skill.detail.moderation?.isSuspicious ? "suspicious" : null),
        fetchedAt: new Date().toISOString(),
        blockSuspicious: ctx.mirror.blockSuspicious,
      },
    });
  } catch (error) {
    if (isGateRefusal(error)) return recordRejected(ctx, skill, version, error, zipSha256);
    // Another sync (or a pull-through) stored it first.
    if (isAppError(error) && error.code === "VERSION_EXISTS") return;
    throw error;
  }
  await linkMirroredSkill(ctx, skill, result.skill.id);
  await recordStored(ctx, skill, { version, versionId: result.version.id, digest: record.digest, zipSha256 });
  ctx.stats.versionsAdded++;
  const blocked = result.verdict === "malicious" || (result.verdict === "suspicious" && ctx.mirror.blockSuspicious);
  if (blocked) ctx.stats.versionsBlocked++;
  ctx.log(`${blocked ? "stored blocked" : "stored"} ${skill.names.slug}@${version} (${result.verdict})`);
}
