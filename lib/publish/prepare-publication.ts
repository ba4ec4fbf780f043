// Everything about a publish that needs no database: read the bundle, run the publish gate,
// validate every dialect (as installed under `slug`, validate-for-install.ts), scan — in a worker
// thread under a time and memory budget (inspect-bundle-isolated.ts). The website's pre-publish
// check and GitHub import call this too, so what an author previews is exactly what the server
// decides on.
import type { Bundle, BundleInput } from "@/lib/bundle";
import { AppError } from "@/lib/errors";
import type { SkillValidation } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";
import { inspectBundleIsolated } from "./inspect-bundle-isolated";

export type PreparedPublication = { bundle: Bundle; validation: SkillValidation; scan: ScanReport };

export async function preparePublication(input: { bundle: BundleInput | Bundle; slug?: string }): Promise<PreparedPublication> {
  const { bundle, validation, scan } = await inspectBundleIsolated({ bundle: input.bundle, slug: input.slug, scanInvalid: false });
  if (!validation.gate.ok || !scan) {
    throw new AppError("SKILL_INVALID", validation.gate.errors[0]?.message ?? "The skill cannot be published.", {
      details: { diagnostics: validation.gate.errors },
    });
  }
  return { bundle, validation, scan };
}
