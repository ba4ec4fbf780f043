// After any change to a skill's versions: recompute which version is `latest`, the skill's
// verdict and counters, and its search document, all inside the caller's transaction.
import type { Tx } from "@/lib/db";
import { compareSemver, parseSemver } from "@/lib/ids";
import { enqueueSearchUpdate } from "@/lib/search/enqueue-search-update";
import { syncSearchDocument } from "@/lib/search/sync-search-document";

type VersionRow = { id: string; version: string; verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS"; withdrawnAt: Date | null; blockedAt: Date | null };

export function isInstallable(version: Pick<VersionRow, "verdict" | "withdrawnAt" | "blockedAt">): boolean {
  return version.withdrawnAt === null && version.blockedAt === null && version.verdict !== "MALICIOUS";
}

/** Highest installable release; a prerelease only when there is no installable release at all. */
export function pickLatest<T extends VersionRow>(versions: T[]): T | null {
  const ranked = versions
    .filter(isInstallable)
    .map((row) => ({ row, semver: parseSemver(row.version)! }))
    .sort((a, b) => compareSemver(b.semver, a.semver));
  return (ranked.find((entry) => entry.semver.prerelease === null) ?? ranked[0])?.row ?? null;
}

export async function refreshSkillState(tx: Tx, skillId: string): Promise<{ latestVersionId: string | null }> {
  const versions = await tx.skillVersion.findMany({
    where: { skillId },
    select: { id: true, version: true, verdict: true, withdrawnAt: true, blockedAt: true },
  });
  const latest = pickLatest(versions);
  if (latest) {
    await tx.distTag.upsert({
      where: { skillId_tag: { skillId, tag: "latest" } },
      create: { skillId, tag: "latest", versionId: latest.id },
      update: { versionId: latest.id },
    });
  } else {
    await tx.distTag.deleteMany({ where: { skillId, tag: "latest" } });
  }
  await tx.skill.update({
    where: { id: skillId },
    data: { latestVersionId: latest?.id ?? null, verdict: latest?.verdict ?? "CLEAN", versionCount: versions.length },
  });
  await syncSearchDocument(tx, skillId);
  await enqueueSearchUpdate(tx, skillId);
  return { latestVersionId: latest?.id ?? null };
}
