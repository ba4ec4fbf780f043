export { recordAudit } from "./record-audit";
export { recordChange } from "./record-change";
export { recordDownload } from "./record-download";
