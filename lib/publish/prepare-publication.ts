// Everything about a publish that needs no database: read the bundle, run the publish gate,
// validate every dialect (as installed under `slug`, validate-for-install.ts) and scan, in a
// worker thread under a time and memory budget (inspect-bundle-isolated.ts). It decides nothing
// and throws only when the bytes cannot be read as a bundle (BUNDLE_* codes): decide-publication.ts
// decides, so the pre-publish check, GitHub import's preview and the publish itself all answer from
// the same three results.
import type { Bundle, BundleInput } from "@/lib/bundle";
import type { SkillValidation } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";
import { inspectBundleIsolated } from "./inspect-bundle-isolated";

export { bundleLimits } from "./bundle-limits";
export type PreparedPublication = {
  bundle: Bundle;
  validation: SkillValidation;
  /** Also for a bundle the gate refuses: the author sees every problem at once. */
  scan: ScanReport;
  /** The slug the validation assumed (undefined: the folder's own name); a publish under another slug prepares again. */
  slug: string | undefined;
};

export async function preparePublication(input: { bundle: BundleInput | Bundle; slug?: string }): Promise<PreparedPublication> {
  const { bundle, validation, scan } = await inspectBundleIsolated({ bundle: input.bundle, slug: input.slug });
  return { bundle, validation, scan, slug: input.slug };
}
