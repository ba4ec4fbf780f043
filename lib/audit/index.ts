export { recordAudit, type AuditEntry } from "./record-audit";
export { recordChange, type ChangeKind } from "./record-change";
