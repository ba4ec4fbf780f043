// lib/bundle: read any skill upload safely, hash it canonically, write it back as a deterministic zip.
export type { Bundle, BundleFile, BundleInput, BundleLimits, BundleWarning } from "./types";
export { defaultBundleLimits } from "./limits";
export { readBundle } from "./read-bundle";
export { computeBundleDigest } from "./compute-bundle-digest";
export { computeClawhubFingerprint } from "./compute-clawhub-fingerprint";
export { writeDeterministicZip } from "./write-deterministic-zip";
