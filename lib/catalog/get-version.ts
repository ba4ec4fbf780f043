// One version as `clawhub inspect --version/--files` and installers read it: changelog, files with
// their sha256, the bundle digest, the zip's sha256 and the scan verdict. It lists the bytes, so it
// asks what the bytes ask (lib/access: downloadable): others than the owner and moderators get
// VERSION_WITHDRAWN / VERSION_BLOCKED for a version that is not installable.
import { assertDownloadable } from "@/lib/access";
import type { VersionDetail } from "@/lib/api-schemas/skill-versions";
import { db } from "@/lib/db";
import type { SkillLookup } from "./find-catalog-skill";
import { versionRef } from "./find-catalog-version";
import { findVisibleVersion } from "./find-visible-version";
import { presentSkillMetadataDetail } from "./present-manifest";
import { mirrorSummary } from "@/lib/publish/mirror-origin";
import { manifestOf, scanReportOf } from "./stored-columns";

const select = {
  createdAt: true,
  changelog: true,
  manifest: true,
  digest: true,
  fingerprint: true,
  zipSha256: true,
  zipSize: true,
  verdictSummary: true,
  scannerVersion: true,
  scanReport: true,
  provenance: true,
} as const;

export async function getVersion(input: SkillLookup & { version: string; baseUrl: string }) {
  const ref = versionRef(input.version);
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.viewer, slug: input.slug, ownerHandle: input.ownerHandle, ref, select });
  assertDownloadable(status, { slug: skill.slug, version: version.version });
  const files = await db.skillFile.findMany({
    where: { versionId: version.id },
    orderBy: { path: "asc" },
    select: { path: true, size: true, sha256: true, contentType: true },
  });
  const manifest = manifestOf(version.manifest);
  const license = manifest.license;
  const download = new URL("/api/v1/download", input.baseUrl);
  download.searchParams.set("slug", skill.slug);
  download.searchParams.set("version", version.version);
  const detail: VersionDetail = {
    skill: { slug: skill.slug, displayName: skill.displayName, emoji: manifest.emoji },
    version: {
      version: version.version,
      createdAt: version.createdAt.getTime(),
      changelog: version.changelog,
      changelogSource: version.changelog ? "user" : null,
      license: license === "MIT-0" ? "MIT-0" : null,
      spdxLicense: license,
      files,
      security: {
        status: status.verdict,
        hasWarnings: status.verdict !== "clean",
        checkedAt: version.createdAt.getTime(),
        model: null,
        engineVersion: version.scannerVersion,
        summary: version.verdictSummary,
        findings: scanReportOf(version.scanReport).findings.length,
      },
      digest: version.digest,
      fingerprint: version.fingerprint,
      zipSha256: version.zipSha256,
      zipSize: version.zipSize,
      status: status.state,
      installable: status.installable,
      downloadUrl: download.toString(),
      metadata: presentSkillMetadataDetail(version.manifest),
      mirror: mirrorSummary(version.provenance),
    },
  };
  return { sight, exact: ref.version !== undefined, detail };
}
