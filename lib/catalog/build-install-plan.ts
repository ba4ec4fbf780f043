// How to install a skill (GET /api/v1/skills/{slug}/install): the archive to download, or
// ClawHub's {ok:false, reason, message, status} when nothing can be installed. The clawhub CLI
// asks for this when the skill detail names no latest version. Installable is lib/access's word.
import { assertInstallable, skillGone, skillInstallRefusal } from "@/lib/access";
import type { InstallPlan } from "@/lib/api-schemas/install-plan";
import { isAppError } from "@/lib/errors";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { findCatalogVersion, type VersionRef } from "./find-catalog-version";

const REFUSAL_STATUS: Record<string, 403 | 409 | 410> = { VERSION_BLOCKED: 403, VERSION_WITHDRAWN: 410, SKILL_GONE: 410, NO_INSTALLABLE_VERSION: 409 };

export async function buildInstallPlan(input: SkillLookup & VersionRef & { baseUrl: string }): Promise<InstallPlan> {
  const { skill, sight } = await findCatalogSkill(input);
  try {
    if (skillInstallRefusal(skill)) throw skillGone(skill.slug);
    const { version, status } = await findCatalogVersion(skill, sight, input, { digest: true, zipSha256: true, zipSize: true });
    assertInstallable(status, { slug: skill.slug, version: version.version });
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
    const status = isAppError(error) ? REFUSAL_STATUS[error.code] : undefined;
    if (!isAppError(error) || status === undefined) throw error;
    return { ok: false, slug: skill.slug, reason: "archive_version_missing", message: error.message, status, code: error.code };
  }
}
