// lib/catalog: the read side of the registry as installers and the clawhub CLI see it: skills,
// versions, files, downloads, install plans, fingerprint resolution, lists, search results.
export { findCatalogSkill } from "./find-catalog-skill";
export { getSkillDetail } from "./get-skill-detail";
export { listSkills } from "./list-skills";
export { listVersions } from "./list-versions";
export { getVersion } from "./get-version";
export { getVersionDownload } from "./get-version-download";
export { readVisibleVersionFile } from "./read-visible-version-file";
export { resolveByFingerprint } from "./resolve-by-fingerprint";
export { buildInstallPlan } from "./build-install-plan";
export { getSkillModeration } from "./get-skill-moderation";
export { searchCatalog } from "./search-catalog";
export { listTransfers } from "./list-transfers";
export { findPendingTransfer } from "./find-pending-transfer";
export { listStarredSkills } from "./list-starred-skills";
export { assertOwnerHandle } from "./assert-owner-handle";
export { getReportStatus } from "./get-report-status";
