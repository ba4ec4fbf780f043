// lib/bundle: read any skill upload safely, hash it canonically, write it back as a deterministic zip.
export type { Bundle, BundleFile, BundleFormat, BundleInput, BundleLimits, BundleWarning, ReadBundleOptions } from "./types";
export { defaultBundleLimits } from "./limits";
export { readBundle } from "./read-bundle";
export { computeBundleDigest, BUNDLE_DIGEST_DOMAIN } from "./compute-bundle-digest";
export { computeClawhubFingerprint } from "./compute-clawhub-fingerprint";
export { writeDeterministicZip } from "./write-deterministic-zip";
export { sniffArchive, type ArchiveKind } from "@/scanner/archive";
export { resolveSkillPath } from "./resolve-skill-path";
