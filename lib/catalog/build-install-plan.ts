// How to install a skill (GET /api/v1/skills/{slug}/install): the archive to download, or
// ClawHub's {ok:false, reason, message, status} when nothing can be installed. The clawhub CLI
// asks for this when the skill detail names no latest version.
import { isAppError } from "@/lib/errors";
import type { InstallPlan } from "@/lib/api-schemas/install-plan";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { findCatalogVersion, type VersionRef } from "./find-catalog-version";
import { assertVersionServable } from "./version-status";

export async function buildInstallPlan(input: SkillLookup & VersionRef & { baseUrl: string }): Promise<InstallPlan> {
  const { skill } = await findCatalogSkill(input);
  const blocked = (code: string, message: string, status: 403 | 409 | 410): InstallPlan => ({ ok: false, slug: skill.slug, reason: "archive_version_missing", message, status, code });
  if (skill.deletedAt) return blocked("SKILL_GONE", `'${skill.slug}' was deleted; nothing can be installed.`, 410);
  try {
    const version = await findCatalogVersion(skill, input, { version: true, digest: true, zipSha256: true, zipSize: true, verdict: true, withdrawnAt: true, blockedAt: true });
    assertVersionServable(skill.slug, version);
    const downloadUrl = new URL("/api/v1/download", input.baseUrl);
    downloadUrl.searchParams.set("slug", skill.slug);
    downloadUrl.searchParams.set("version", version.version);
    return {
      ok: true,
      slug: skill.slug,
      installKind: "archive",
      archive: { version: version.version, downloadUrl: downloadUrl.toString(), digest: version.digest, zipSha256: version.zipSha256, size: version.zipSize },
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "VERSION_BLOCKED") return blocked(error.code, error.message, 403);
    if (error.code === "VERSION_WITHDRAWN") return blocked(error.code, error.message, 410);
    if (error.code === "NO_INSTALLABLE_VERSION") return blocked(error.code, error.message, 409);
    throw error;
  }
}
