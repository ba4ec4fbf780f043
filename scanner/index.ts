// Public entry of the scanner: pure TypeScript (no Node built-ins, network or database), safe to embed
// in the publishing service, the website and client-side installers.
export { SCANNER_VERSION } from "./version";
export type { Severity, Verdict, Finding, ScanInputFile, ScanOptions, ScanReport, RuleInfo } from "./types";
export { scanSkill } from "./engine/scan-skill";
export { toSarif } from "./output/sarif";
export { formatTextReport } from "./output/text-report";
export { rules } from "./rules";
export { DEFAULT_TRUSTED_INSTALLER_HOSTS } from "./config";
