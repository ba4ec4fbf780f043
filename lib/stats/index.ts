// lib/stats: download and install counts, deduplicated per identity per skill per day.
export { recordSkillEvent } from "./record-skill-event";
export { downloadIdentity } from "./download-identity";
export { pruneDownloadSeen } from "./prune-download-seen";
export { forgetSeenForTests } from "./seen-cache";
