// Default bundle limits (the numbers) and how callers override some of them.
import type { BundleLimits } from "./types";

const MiB = 1024 * 1024;

export const defaultBundleLimits: BundleLimits = Object.freeze({
  maxFiles: 1000,
  maxFileBytes: 10 * MiB,
  maxTotalBytes: 50 * MiB,
  maxRatio: 100,
});

export function resolveLimits(overrides: Partial<BundleLimits> | undefined): BundleLimits {
  return { ...defaultBundleLimits, ...Object.fromEntries(Object.entries(overrides ?? {}).filter(([, v]) => v !== undefined)) };
}
