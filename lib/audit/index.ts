export { recordAudit } from "./record-audit";
export { recordChange } from "./record-change";
export { recordAccessChange } from "./record-access-change";
export { recordRestrictedRead, restrictedRead, type RestrictedRead } from "./record-restricted-read";
