// The upload's bytes to a worker thread for inspectBundle (read, gate, validate, scan) under the
// upload pool's time and memory budget (lib/workers). The event loop only copies bytes (and asks
// the database what the scanner is told, get-scan-options.ts).
import type { Bundle, BundleInput } from "@/lib/bundle";
import { runUploadTask } from "@/lib/workers/run-upload-task";
import { compactBytes } from "@/lib/workers/transferable-bytes";
import type { InspectedBundle } from "./inspect-bundle";
import { bundleLimits } from "./bundle-limits";
import { getScanOptions } from "./get-scan-options";

function compactInput(input: BundleInput | Bundle): BundleInput | Bundle {
  if ("digest" in input) return { ...input, files: input.files.map((file) => ({ ...file, bytes: compactBytes(file.bytes) })) };
  switch (input.kind) {
    case "directory":
      return input;
    case "archive":
    case "file":
      return { ...input, bytes: compactBytes(input.bytes) };
    case "files":
      return { ...input, files: input.files.map((file) => ({ ...file, bytes: compactBytes(file.bytes) })) };
  }
}

export async function inspectBundleIsolated(input: { bundle: BundleInput | Bundle; slug?: string }): Promise<InspectedBundle> {
  const scanOptions = await getScanOptions();
  return runUploadTask("inspectBundle", { input: compactInput(input.bundle), slug: input.slug, limits: bundleLimits(), scanOptions });
}
