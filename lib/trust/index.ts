// lib/trust: what lets an installer trust a version: its signed statement, scan and validation
// reports, each with the version's state (lib/access) explained.
export { getVersionAttestation } from "./get-version-attestation";
export { getVersionScan, getVersionScanSarif } from "./get-version-scan";
export { getVersionValidation } from "./get-version-validation";
export { getVersionReports } from "./get-version-reports";
