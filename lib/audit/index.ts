export { recordAudit } from "./record-audit";
export { recordChange } from "./record-change";
export { recordAccessChange } from "./record-access-change";
