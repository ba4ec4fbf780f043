// The size caps every reader applies before it holds file contents in memory, in one order:
// count, compression ratio (bombs), then per-file and total size.
import type { BundleLimits } from "./types";
import { fail } from "./violation-sink";

export function checkArchiveCaps(files: Array<{ path: string; size: number }>, compressedBytes: number | null, limits: BundleLimits): void {
  if (files.length > limits.maxFiles) fail("BUNDLE_TOO_MANY_FILES", `The bundle has ${files.length} files; the limit is ${limits.maxFiles}.`);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (compressedBytes !== null && total > limits.maxRatio * Math.max(compressedBytes, 1)) {
    fail("BUNDLE_COMPRESSION_RATIO", `The archive expands ${(total / Math.max(compressedBytes, 1)).toFixed(0)}:1; the limit is ${limits.maxRatio}:1.`);
  }
  for (const f of files)
    if (f.size > limits.maxFileBytes) fail("BUNDLE_FILE_TOO_LARGE", `"${f.path}" is ${f.size} bytes; the per-file limit is ${limits.maxFileBytes}.`, f.path);
  if (total > limits.maxTotalBytes) fail("BUNDLE_TOO_LARGE", `The bundle holds ${total} bytes; the limit is ${limits.maxTotalBytes}.`);
}
