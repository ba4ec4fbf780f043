// A version's validation report: diagnostics from the publish gate, the four dialects and the
// context-cost lints, which dialects accepted it, and which agent runtimes will load it.
import type { Actor } from "@/lib/auth/actor";
import type { BundleWarning } from "@/lib/bundle";
import type { Diagnostic, DialectId, DialectResult, RuntimeId } from "@/lib/skill-format";
import { describeVersionState, type VersionStateInput } from "./describe-version-state";
import { findVisibleVersion } from "./find-visible-version";

type StoredValidation = { diagnostics: Diagnostic[]; dialects: Record<DialectId, DialectResult>; warnings: BundleWarning[] };

/** The validation body for a version row already read (and already checked visible to the caller). */
export function shapeVersionValidation(input: { slug: string; privileged: boolean; version: VersionStateInput & { version: string; validationReport: unknown; compatibility: unknown } }) {
  const { version } = input;
  // Written by storeVersion from lib/skill-format's validation and lib/bundle's warnings.
  const stored = version.validationReport as StoredValidation;
  return {
    slug: input.slug,
    version: version.version,
    state: describeVersionState(version, { privileged: input.privileged }),
    diagnostics: stored.diagnostics,
    dialects: stored.dialects,
    warnings: stored.warnings ?? [],
    compatibility: version.compatibility as Record<RuntimeId, { loads: boolean; reason?: string }>,
  };
}

export async function getVersionValidation(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { validationReport: true, compatibility: true } });
  return { privileged, body: shapeVersionValidation({ slug: skill.slug, privileged, version }) };
}
