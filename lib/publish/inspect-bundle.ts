// Everything a publish decides from the uploaded bytes alone, as one task for a worker thread
// (lib/workers): read the bundle (archives, hygiene, limits), run the publish gate and every
// dialect, and scan. Called through inspectBundleIsolated, never on the event loop.
import { readBundle, type Bundle, type BundleInput, type BundleLimits } from "@/lib/bundle";
import type { SkillValidation } from "@/lib/skill-format";
import { buffersOf, ownBytes } from "@/lib/workers/transferable-bytes";
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { scanSkill, type ScanOptions, type ScanReport } from "@/scanner";
import { validateForInstall } from "./validate-for-install";

export type InspectBundleInput = {
  input: BundleInput | Bundle;
  limits: BundleLimits;
  /** Validate as installed under this slug (validate-for-install.ts). */
  slug?: string;
  /** What the registry tells its scanner (get-scan-options.ts: limits, popular skills). */
  scanOptions: ScanOptions;
};

/** The scan runs also when the publish gate refuses the skill: the author sees every problem at once. */
export type InspectedBundle = { bundle: Bundle; validation: SkillValidation; scan: ScanReport };

export async function inspectBundle(task: InspectBundleInput): Promise<TaskResult<InspectedBundle>> {
  const read = "digest" in task.input ? task.input : await readBundle(task.input, { limits: task.limits });
  const bundle: Bundle = { ...read, files: read.files.map((file) => ({ ...file, bytes: ownBytes(file.bytes) })) };
  const validation = validateForInstall(bundle, task.slug);
  const scan = scanSkill({ files: bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })), options: task.scanOptions });
  return { value: { bundle, validation, scan }, transfer: buffersOf(bundle.files.map((file) => file.bytes)) };
}
