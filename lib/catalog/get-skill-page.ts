// Everything the skill page header and its tabs share, in as few queries as possible: the skill,
// its owner, the version being viewed (latest unless one is asked for), its dist-tags, and what
// the viewer may do. Hidden and held skills are visible to their owners and moderators only.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";
import { isModerator } from "@/lib/auth/actor";
import { canActForPublisher } from "@/lib/publish/can-manage-skill";
import { parseMirrorProvenance, type MirrorProvenance } from "@/lib/publish/mirror-origin";
import type { RuntimeId, SkillManifest } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";
import { loadSkillPageRow, type SkillPageVersionRow } from "./load-skill-page-row";

export type SkillPageVersion = Omit<SkillPageVersionRow, "manifest" | "compatibility" | "scan" | "provenance"> & {
  manifest: SkillManifest;
  /** Set when the version was mirrored from an upstream registry (lib/mirror). */
  mirror: MirrorProvenance | null;
  compatibility: Record<RuntimeId, { loads: boolean; reason?: string }>;
  scan: Pick<ScanReport, "verdict" | "summary" | "explanation"> & { findingCount: number };
};

function shapeVersion(row: SkillPageVersionRow): SkillPageVersion {
  const { manifest, compatibility, scan, provenance, ...rest } = row;
  return {
    ...rest,
    mirror: parseMirrorProvenance(provenance),
    manifest: manifest as unknown as SkillManifest,
    compatibility: compatibility as unknown as SkillPageVersion["compatibility"],
    // Written by publishVersion/rescanVersion from the scanner's own ScanReport.
    scan: { ...scan, verdict: scan.verdict as ScanReport["verdict"] },
  };
}

export async function getSkillPage(input: { slug: string; actor: Actor | null; version?: string }) {
  const wanted = input.version && parseSemver(input.version) ? input.version : null;
  const loaded = await loadSkillPageRow({ slug: input.slug, version: wanted, userId: input.actor?.userId ?? null });
  if (!loaded) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  const { skill } = loaded;
  const publiclyVisible = skill.deletedAt === null && skill.moderation === "ACTIVE";
  const canManage = input.actor ? await canActForPublisher(db, input.actor, skill.ownerId) : false;
  const privileged = canManage || (input.actor !== null && isModerator(input.actor));
  if (skill.deletedAt && !privileged) throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug } });
  if (!publiclyVisible && !privileged) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });

  // A version that was asked for and is not the latest must exist (a malformed one never does);
  // with none asked for, the row is the latest, or, when nothing is installable (all withdrawn or
  // blocked), the newest version so the page still explains why.
  if (input.version && input.version !== loaded.latestVersion && (!wanted || !loaded.version)) {
    throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version '${input.version}'.`, { details: { slug: skill.slug, version: input.version } });
  }
  return {
    skill,
    latestVersion: loaded.latestVersion,
    version: loaded.version ? shapeVersion(loaded.version) : null,
    distTags: loaded.distTags.sort((a, b) => a.tag.localeCompare(b.tag)),
    privileged,
    starred: input.actor ? loaded.starred : false,
    /** The viewer owns (or publishes for) the skill: manage actions are offered. */
    canManage,
  };
}

export type SkillPage = Awaited<ReturnType<typeof getSkillPage>>;
