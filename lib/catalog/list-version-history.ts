// Every version of a skill, newest (by semver precedence) first, with what the Versions tab
// shows: changelog, verdict, withdrawn/blocked state, who published it, size, and its dist-tags.
import { db } from "@/lib/db";
import { compareSemver, parseSemver } from "@/lib/ids";

export async function listVersionHistory(input: { skillId: string }) {
  const [rows, tags] = await Promise.all([
    db.skillVersion.findMany({
      where: { skillId: input.skillId },
      select: {
        id: true, version: true, createdAt: true, changelog: true, verdict: true, verdictSummary: true, reviewState: true,
        withdrawnAt: true, withdrawnReason: true, blockedAt: true, digest: true, fileCount: true, totalSize: true,
        publishedBy: { select: { handle: true } },
      },
    }),
    db.distTag.findMany({ where: { skillId: input.skillId }, select: { tag: true, versionId: true } }),
  ]);
  return rows
    .map((row) => ({ ...row, tags: tags.filter((tag) => tag.versionId === row.id).map((tag) => tag.tag).sort() }))
    .sort((a, b) => compareSemver(parseSemver(b.version)!, parseSemver(a.version)!));
}

export type VersionHistoryEntry = Awaited<ReturnType<typeof listVersionHistory>>[number];
