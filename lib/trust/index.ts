// lib/trust: what lets an installer trust a version: its signed statement, scan and validation
// reports, and its state (installable, withdrawn, blocked, malicious) explained.
export { getVersionAttestation } from "./get-version-attestation";
export { getVersionScan, getVersionScanSarif } from "./get-version-scan";
export { getVersionValidation } from "./get-version-validation";
export { getVersionReports } from "./get-version-reports";
