// The configured bundle limits (BUNDLE_MAX_*), as lib/bundle takes them.
import type { BundleLimits } from "@/lib/bundle";
import { getConfig } from "@/lib/config";

export function bundleLimits(): BundleLimits {
  const config = getConfig();
  return {
    maxFiles: config.BUNDLE_MAX_FILES,
    maxFileBytes: config.BUNDLE_MAX_FILE_BYTES,
    maxTotalBytes: config.BUNDLE_MAX_TOTAL_BYTES,
    maxRatio: config.BUNDLE_MAX_RATIO,
  };
}
