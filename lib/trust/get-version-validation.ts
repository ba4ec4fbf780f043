// A version's validation report: diagnostics from the publish gate, the four dialects and the
// context-cost lints, which dialects accepted it, and which agent runtimes will load it.
import type { Actor } from "@/lib/auth/actor";
import type { BundleWarning } from "@/lib/bundle";
import type { Diagnostic, DialectId, DialectResult, RuntimeId } from "@/lib/skill-format";
import { describeVersionState } from "./describe-version-state";
import { findVisibleVersion } from "./find-visible-version";

type StoredValidation = { diagnostics: Diagnostic[]; dialects: Record<DialectId, DialectResult>; warnings: BundleWarning[] };

export async function getVersionValidation(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { validationReport: true, compatibility: true } });
  // Written by storeVersion from lib/skill-format's validation and lib/bundle's warnings.
  const stored = version.validationReport as unknown as StoredValidation;
  return {
    privileged,
    body: {
      slug: skill.slug,
      version: version.version,
      state: describeVersionState(version, { privileged }),
      diagnostics: stored.diagnostics,
      dialects: stored.dialects,
      warnings: stored.warnings ?? [],
      compatibility: version.compatibility as unknown as Record<RuntimeId, { loads: boolean; reason?: string }>,
    },
  };
}
