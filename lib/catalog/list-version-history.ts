// Every version of a skill, newest (by semver precedence) first, with what the Versions tab
// shows: changelog, verdict, withdrawn/blocked state, who published it, size, its dist-tags and
// where it may be served to this viewer (lib/access versionStatus).
import { versionStatus, visibleVersionWhere, type SkillState, type VersionViewer } from "@/lib/access";
import { db } from "@/lib/db";
import { compareSemver, parseSemver } from "@/lib/ids";

export async function listVersionHistory(input: { skill: SkillState; sight: VersionViewer }) {
  const { skill, sight } = input;
  const [rows, tags] = await Promise.all([
    db.skillVersion.findMany({
      where: { skillId: skill.id, ...visibleVersionWhere(sight) },
      select: {
        id: true,
        version: true,
        createdAt: true,
        changelog: true,
        verdict: true,
        verdictSummary: true,
        reviewState: true,
        withdrawnAt: true,
        withdrawnReason: true,
        blockedAt: true,
        orgReview: true,
        orgReviewReason: true,
        orgReviewedAt: true,
        publishedById: true,
        digest: true,
        fileCount: true,
        totalSize: true,
        publishedBy: { select: { handle: true } },
      },
    }),
    db.distTag.findMany({ where: { skillId: skill.id }, select: { tag: true, versionId: true } }),
  ]);
  return rows
    .map((row) => ({
      ...row,
      tags: tags
        .filter((tag) => tag.versionId === row.id)
        .map((tag) => tag.tag)
        .sort(),
      status: versionStatus({ skill, version: row, sight }),
    }))
    .sort((a, b) => compareSemver(parseSemver(b.version)!, parseSemver(a.version)!));
}

export type VersionHistoryEntry = Awaited<ReturnType<typeof listVersionHistory>>[number];
