// lib/stats: download and install counts, deduplicated per identity per skill per day.
export { recordSkillEvent, type SkillEventKind } from "./record-skill-event";
export { downloadIdentity, utcDay } from "./download-identity";
export { pruneDownloadSeen } from "./prune-download-seen";
export { forgetSeenForTests } from "./seen-cache";
