// Everything about a publish that needs no database: read the bundle, run the publish gate,
// validate every dialect, scan. The website's pre-publish check and GitHub import call this too,
// so what an author previews is exactly what the server decides on.
import { readBundle, type Bundle, type BundleInput } from "@/lib/bundle";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { slugify } from "@/lib/ids";
import { validateSkill, type SkillValidation } from "@/lib/skill-format";
import { scanSkill, type ScanReport } from "@/scanner";
import { getScanOptions } from "./get-scan-options";

export type PreparedPublication = { bundle: Bundle; validation: SkillValidation; scan: ScanReport };

export function bundleLimits() {
  const config = getConfig();
  return {
    maxFiles: config.BUNDLE_MAX_FILES,
    maxFileBytes: config.BUNDLE_MAX_FILE_BYTES,
    maxTotalBytes: config.BUNDLE_MAX_TOTAL_BYTES,
    maxRatio: config.BUNDLE_MAX_RATIO,
  };
}

/**
 * Validates as the skill will be installed: under its slug (clawhub's `skills/<slug>`), not the
 * folder it was read from (the seed reads `<slug>/<version>/`, archives name their top folder
 * freely). Without an explicit slug, the one its name gives.
 */
export function validateForInstall(bundle: Bundle, slug?: string): SkillValidation {
  const validation = validateSkill({ bundle, installDir: slug });
  if (slug !== undefined) return validation;
  const derived = slugify(validation.name ?? "");
  return derived && derived !== bundle.rootName ? validateSkill({ bundle, installDir: derived }) : validation;
}

export async function preparePublication(input: { bundle: BundleInput | Bundle; slug?: string }): Promise<PreparedPublication> {
  const bundle = "digest" in input.bundle ? input.bundle : await readBundle(input.bundle, { limits: bundleLimits() });
  const validation = validateForInstall(bundle, input.slug);
  if (!validation.gate.ok) {
    throw new AppError("SKILL_INVALID", validation.gate.errors[0]?.message ?? "The skill cannot be published.", {
      details: { diagnostics: validation.gate.errors },
    });
  }
  const scan = scanSkill({ files: bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })), options: await getScanOptions() });
  return { bundle, validation, scan };
}
