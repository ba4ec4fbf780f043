// How to install a skill (GET /api/v1/skills/{slug}/install): the archive to download, or
// ClawHub's {ok:false, reason, message, status} when nothing can be installed. The clawhub CLI
// asks for this when the skill detail names no latest version, OpenClaw for every install without
// --version. Both read 403/409/410/423 as this JSON body (never as text), so every refusal with one
// of those statuses – a deleted skill, a held or refused version included – answers in it.
// Installable is lib/access's word.
import { assertInstallable, skillGone, skillInstallRefusal } from "@/lib/access";
import type { InstallPlan } from "@/lib/api-schemas/install-plan";
import { isAppError, type AppError, type ErrorCode } from "@/lib/errors";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { findCatalogVersion, type VersionRef } from "./find-catalog-version";

type RefusalStatus = 403 | 409 | 410 | 423;
/** Where ClawHub's install resolution answers with another status than our code's own (404 elsewhere). */
const CLAWHUB_STATUS: Partial<Record<ErrorCode, RefusalStatus>> = { NO_INSTALLABLE_VERSION: 409 };

function refusalStatus(error: AppError): RefusalStatus | undefined {
  const status = CLAWHUB_STATUS[error.code] ?? error.status;
  return status === 403 || status === 409 || status === 410 || status === 423 ? status : undefined;
}

export async function buildInstallPlan(input: SkillLookup & VersionRef & { baseUrl: string }): Promise<InstallPlan> {
  let slug = input.slug;
  try {
    const { skill, sight } = await findCatalogSkill(input);
    slug = skill.slug;
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
    const status = isAppError(error) ? refusalStatus(error) : undefined;
    if (!isAppError(error) || status === undefined) throw error;
    return { ok: false, slug, reason: "archive_version_missing", message: error.message, status, code: error.code };
  }
}
