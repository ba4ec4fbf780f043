// Everything the skill page header and its tabs share, in as few queries as possible: the skill,
// its owner, the version being viewed (latest unless one is asked for) with where it may be served
// (lib/access versionStatus: components show what the status says, never recompute it), its
// dist-tags, and what the viewer may do.
import { canManage, seeSkill, skillNotFound, versionNotFound, versionStatus, type VersionStatus } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";
import { parseMirrorProvenance, type MirrorProvenance } from "@/lib/publish/mirror-origin";
import type { RuntimeId, SkillManifest } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";
import { loadSkillPageRow, type SkillPageVersionRow } from "./load-skill-page-row";
import { compatibilityOf, manifestOf, scanVerdictSchema } from "./stored-columns";

export type SkillPageVersion = Omit<SkillPageVersionRow, "manifest" | "compatibility" | "scan" | "provenance"> & {
  manifest: SkillManifest;
  /** Set when the version was mirrored from an upstream registry (lib/mirror). */
  mirror: MirrorProvenance | null;
  compatibility: Partial<Record<RuntimeId, { loads: boolean; reason?: string }>>;
  /** The scanner's own words (a moderator may have overruled its verdict: status.verdict is the effective one). */
  scan: Pick<ScanReport, "verdict" | "summary" | "explanation"> & { findingCount: number };
  status: VersionStatus;
};

function withoutProvenance<T extends { provenance: unknown }>(row: T): Omit<T, "provenance"> {
  const { provenance: _provenance, ...rest } = row;
  return rest;
}

export async function getSkillPage(input: { slug: string; actor: Actor | null; version?: string }) {
  const wanted = input.version && parseSemver(input.version) ? input.version : null;
  const loaded = await loadSkillPageRow({ slug: input.slug, version: wanted, userId: input.actor?.userId ?? null });
  if (!loaded) throw skillNotFound(input.slug);
  const { skill } = loaded;
  const sight = await seeSkill({ viewer: input.actor, skill, asked: input.slug });

  // A version that was asked for and is not the latest must exist (a malformed one never does);
  // with none asked for, the row is the latest, or, when nothing is installable (all withdrawn or
  // blocked), the newest version so the page still explains why.
  if (input.version && input.version !== loaded.latestVersion && (!wanted || !loaded.version)) {
    throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version '${input.version}'.`, { details: { slug: skill.slug, version: input.version } });
  }
  const row = loaded.version;
  const status = row && versionStatus({ skill, version: row, sight });
  // A version held for the org's review is, for everyone but its reviewers, a number never used.
  if (row && status && !status.visible) throw versionNotFound(skill.slug, row.version);
  const version: SkillPageVersion | null = row && {
    ...withoutProvenance(row),
    mirror: parseMirrorProvenance(row.provenance),
    manifest: manifestOf(row.manifest),
    compatibility: compatibilityOf(row.compatibility),
    scan: {
      verdict: scanVerdictSchema.parse(row.scan.verdict),
      summary: row.scan.summary,
      explanation: row.scan.explanation,
      findingCount: row.scan.findingCount,
    },
    status: status!,
  };
  return {
    skill,
    latestVersion: loaded.latestVersion,
    version,
    distTags: loaded.distTags.sort((a, b) => a.tag.localeCompare(b.tag)),
    privileged: sight.privileged,
    /** Reviews the org's held versions; with viewerId, which held versions this viewer may know of (lib/access seesVersion). */
    reviews: sight.reviews,
    viewerId: sight.viewerId,
    /** Robots may index it and shared caches keep it: an anonymous visitor sees this same page. */
    shareable: sight.shareable,
    starred: input.actor ? loaded.starred : false,
    /** The viewer publishes for the skill: manage actions are offered. */
    canManage: canManage(sight.standing, skill, "publish"),
  };
}

export type SkillPage = Awaited<ReturnType<typeof getSkillPage>>;
