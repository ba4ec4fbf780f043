// lib/verification: what installers ask before and after they install, in ClawHub's shapes
// (OpenClaw's `skills install|update|verify`): the batch security verdicts, one version's
// verification record and its Skill Card. The decision for each state is lib/access's (verdicts.ts).
export { buildSecurityVerdicts } from "./build-security-verdicts";
export { buildSkillVerification } from "./build-skill-verification";
export { getSkillCard } from "./get-skill-card";
export { submitSkillScan, getSkillScan, findSkillScan } from "./skill-scan-job";
export { buildScanReportZip } from "./build-scan-report-zip";
