// After any change to a skill's versions or visibility: recompute which version is `latest`, the
// skill's verdict, summary and counters, and its search document, all in the caller's transaction.
import { versionState } from "@/lib/access";
import type { Tx } from "@/lib/db";
import { compareSemver, parseSemver } from "@/lib/ids";
import { manifestOf } from "@/lib/catalog/stored-columns";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";

type VersionRow = {
  id: string;
  version: string;
  verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
  withdrawnAt: Date | null;
  blockedAt: Date | null;
  orgReview: string | null;
};

/** Highest active version (lib/access versionState); a prerelease only when there is no active release at all. */
export function pickLatest<T extends VersionRow>(versions: T[]): T | null {
  const ranked = versions
    .filter((row) => versionState(row) === "active")
    .map((row) => ({ row, semver: parseSemver(row.version)! }))
    .sort((a, b) => compareSemver(b.semver, a.semver));
  return (ranked.find((entry) => entry.semver.prerelease === null) ?? ranked[0])?.row ?? null;
}

function descriptionOf(manifest: unknown): string | undefined {
  const value = manifestOf(manifest).description;
  return value?.trim() ? value.trim().slice(0, 280) : undefined;
}

/** `known`: a version whose manifest the caller already has (the one just published), saving a read. */
export async function refreshSkillState(
  tx: Tx,
  skillId: string,
  options: { known?: { id: string; manifest: unknown } } = {},
): Promise<{ latestVersionId: string | null; listed: boolean }> {
  const versions = await tx.skillVersion.findMany({
    where: { skillId },
    select: { id: true, version: true, verdict: true, withdrawnAt: true, blockedAt: true, orgReview: true },
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
  // The listing summary follows the latest version, so publishing a backport never rewrites it.
  const manifest = !latest
    ? undefined
    : options.known?.id === latest.id
      ? options.known.manifest
      : (await tx.skillVersion.findUnique({ where: { id: latest.id }, select: { manifest: true } }))?.manifest;
  const summary = descriptionOf(manifest);
  await tx.skill.update({
    where: { id: skillId },
    data: {
      latestVersionId: latest?.id ?? null,
      verdict: latest?.verdict ?? "CLEAN",
      versionCount: versions.filter((row) => row.orgReview === null).length,
      ...(summary ? { summary } : {}),
    },
  });
  const { listed } = await refreshSkillSearch(tx, skillId);
  return { latestVersionId: latest?.id ?? null, listed };
}
