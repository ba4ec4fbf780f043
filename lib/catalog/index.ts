// lib/catalog: the read side of the registry as installers and the clawhub CLI see it: skills,
// versions, files, downloads, install plans, fingerprint resolution, lists, search results.
export { findCatalogSkill, checkSkillVisible, catalogSkillSelect, type CatalogSkill, type SkillLookup } from "./find-catalog-skill";
export { findCatalogVersion, versionRef, type VersionRef } from "./find-catalog-version";
export { getSkillDetail } from "./get-skill-detail";
export { listSkills, type ListSkillsInput, type SkillListSort } from "./list-skills";
export { listVersions } from "./list-versions";
export { getVersion } from "./get-version";
export { getVersionDownload, type VersionDownload } from "./get-version-download";
export { readVisibleVersionFile } from "./read-visible-version-file";
export { resolveByFingerprint } from "./resolve-by-fingerprint";
export { buildInstallPlan } from "./build-install-plan";
export { getSkillModeration } from "./get-skill-moderation";
export { searchCatalog, type SearchCatalogInput } from "./search-catalog";
export { listTransfers } from "./list-transfers";
export { findPendingTransfer } from "./find-pending-transfer";
export { listStarredSkills } from "./list-starred-skills";
export { readCachedBlob } from "@/lib/cache/blob/read-cached-blob";
export { assertOwnerHandle } from "./assert-owner-handle";
export { getReportStatus } from "./get-report-status";
