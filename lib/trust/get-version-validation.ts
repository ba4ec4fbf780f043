// A version's validation report: diagnostics from the publish gate, the four dialects and the
// context-cost lints, which dialects accepted it, and which agent runtimes will load it.
import { describeVersionState, type VersionReasons, type VersionStatus } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { compatibilityOf, validationReportOf } from "@/lib/catalog/stored-columns";

/** The validation body for a version row already read (and already checked visible to the caller). */
export function shapeVersionValidation(input: {
  slug: string;
  privileged: boolean;
  status: VersionStatus;
  version: VersionReasons & { version: string; validationReport: unknown; compatibility: unknown };
}) {
  const { version } = input;
  const stored = validationReportOf(version.validationReport);
  return {
    slug: input.slug,
    version: version.version,
    state: describeVersionState(input.status, version, { privileged: input.privileged }),
    diagnostics: stored.diagnostics,
    dialects: stored.dialects,
    warnings: stored.warnings,
    compatibility: compatibilityOf(version.compatibility),
  };
}

export async function getVersionValidation(input: { actor: Actor | null; slug: string; version: string }) {
  const select = { validationReport: true, compatibility: true, withdrawnReason: true, blockedReason: true } as const;
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  return { sight, body: shapeVersionValidation({ slug: skill.slug, privileged: sight.privileged, status, version }) };
}
