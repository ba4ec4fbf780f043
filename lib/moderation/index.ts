// Moderation: reports from users, and what moderators do about versions, skills and publishers.
export { reportSkill } from "./report-skill";
export { triageReport } from "./triage-report";
export { listModerationQueue } from "./list-moderation-queue";
export { clearVersion } from "./clear-version";
export { markVersionSuspicious } from "./mark-version-suspicious";
export { blockVersion } from "./block-version";
export { unblockVersion } from "./unblock-version";
export { hideSkill } from "./hide-skill";
export { unhideSkill } from "./unhide-skill";
export { banPublisher } from "./ban-publisher";
export { unbanPublisher } from "./unban-publisher";
export { rescanVersions } from "./rescan-versions";
export { AUTO_HIDE_LABEL, BURST_REPORTS, DISMISSAL_COOLDOWN_DAYS, REPORTS_PER_DAY } from "./report-policy";
export { appealHiddenSkill } from "./appeal-hidden-skill";
export { listReviewFindings } from "./list-review-findings";
