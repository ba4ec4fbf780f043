// lib/access: who may see and change a skill, and where each version may be served. The one home
// of these rules (docs/decisions, "one home for each rule"): every page, route, list, feed, cache
// and search document asks here. verdicts.ts is also imported directly by client components.
export { standingOf, standingWith, staffOf, type Standing, type StandingActor } from "./standing";
export { parsePublisherRole, publisherRoleSchema, roleGrants, type PublisherRole } from "./publisher-roles";
export { canSee, inAudience, isRefusal, isSkillPublic, publicSight, seesPublisherWhole, versionViewer, type Sight, type SkillState } from "./can-see";
export { assertAccountAction, assertCanManageSkill, canActFor, canManage, manageRefusal, type ManageRight } from "./can-manage";
export {
  assertDownloadable,
  assertInstallable,
  PUBLIC_VIEWER,
  seesVersion,
  skillGone,
  skillInstallRefusal,
  versionNotFound,
  versionState,
  versionStatus,
  type VersionStatus,
  type VersionViewer,
} from "./version-status";
export { describeVersionState, type VersionReasons } from "./describe-version-state";
export { clawhubVerdict, dbVerdict, listedVerdict, verdictCopy, verdictKind, verdictName, type DbVerdict, type Judgement } from "./verdicts";
export {
  activeVersionWhere,
  audienceSql,
  audienceWhere,
  namesUnreviewedVersionSql,
  neverInstallableVersionWhere,
  publicSkillSql,
  publicSkillWhere,
  readableSkillSql,
  visibleVersionWhere,
} from "./skill-where";
export { audienceReads, readableAudience, readsBeyondPublic, type ReadableAudience } from "./readable-audience";
export { isListed, listedAudience } from "./is-listed";
export { audienceAdmits, dbVisibility, defaultVisibility, visibilityName, visibilitySchema, type Visibility } from "./visibility";
export { seeSkill, skillNotFound } from "./see-skill";
export { publishersFor } from "./publishers-for";
