// One version as `clawhub inspect --version/--files` and installers read it: changelog, files with
// their sha256, the bundle digest, the zip's sha256 and the scan verdict. A version that is not
// installable answers VERSION_WITHDRAWN / VERSION_BLOCKED, except to the owner and moderators.
import type { VersionDetail } from "@/lib/api-schemas/skill-versions";
import { db } from "@/lib/db";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { findCatalogVersion, versionRef } from "./find-catalog-version";
import { presentSkillMetadataDetail } from "./present-manifest";
import { manifestOf, verdictName } from "./present-skill";
import { mirrorSummary } from "@/lib/publish/mirror-origin";
import { assertVersionServable, versionStatus } from "./version-status";

const select = {
  id: true, version: true, createdAt: true, changelog: true, manifest: true, digest: true, fingerprint: true, zipSha256: true, zipSize: true,
  verdict: true, verdictSummary: true, scannerVersion: true, scanReport: true, withdrawnAt: true, blockedAt: true, provenance: true,
} as const;

export async function getVersion(input: SkillLookup & { version: string; baseUrl: string }): Promise<{ detail: VersionDetail; privileged: boolean; exact: boolean }> {
  const { skill, privileged } = await findCatalogSkill(input);
  const ref = versionRef(input.version);
  const version = await findCatalogVersion(skill, ref, select);
  if (!privileged) assertVersionServable(skill.slug, version);
  const files = await db.skillFile.findMany({ where: { versionId: version.id }, orderBy: { path: "asc" }, select: { path: true, size: true, sha256: true, contentType: true } });
  const license = manifestOf(version.manifest).license ?? null;
  const findings = ((version.scanReport as { findings?: unknown[] } | null)?.findings ?? []).length;
  const status = versionStatus(version);
  const download = new URL("/api/v1/download", input.baseUrl);
  download.searchParams.set("slug", skill.slug);
  download.searchParams.set("version", version.version);
  return {
    privileged,
    exact: ref.version !== undefined,
    detail: {
      skill: { slug: skill.slug, displayName: skill.displayName, emoji: manifestOf(version.manifest).emoji ?? null },
      version: {
        version: version.version,
        createdAt: version.createdAt.getTime(),
        changelog: version.changelog,
        changelogSource: version.changelog ? "user" : null,
        license: license === "MIT-0" ? "MIT-0" : null,
        spdxLicense: license,
        files,
        security: {
          status: verdictName(version.verdict),
          hasWarnings: version.verdict !== "CLEAN",
          checkedAt: version.createdAt.getTime(),
          model: null,
          engineVersion: version.scannerVersion,
          summary: version.verdictSummary,
          findings,
        },
        digest: version.digest,
        fingerprint: version.fingerprint,
        zipSha256: version.zipSha256,
        zipSize: version.zipSize,
        status,
        installable: status === "active",
        downloadUrl: download.toString(),
        metadata: presentSkillMetadataDetail(version.manifest),
        mirror: mirrorSummary(version.provenance),
      },
    },
  };
}
