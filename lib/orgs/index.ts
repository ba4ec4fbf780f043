// lib/orgs: organisations as publishers: creating them, their members and roles (rights per role
// live in lib/access publisher-roles.ts), invitations by handle, leaving and removal.
export { createOrg } from "./create-org";
export { setOrgMember } from "./set-org-member";
export { removeOrgMember } from "./remove-org-member";
export { inviteOrgMember, answerOrgInvitation } from "./invite-org-member";
export { listOrgMembers, listMyInvitations } from "./list-org-members";
export { findOrg } from "./find-org";
export { getOrgPolicy } from "./policy/get-org-policy";
export { setOrgPolicy } from "./policy/set-org-policy";
export { listHeldVersions } from "./list-held-versions";
export { openOrgAudit, readOrgAuditPage, exportOrgAuditLines } from "./audit/read-org-audit";
export type { OrgAuditEntry } from "./audit/present-audit-entry";
export { setOrgProfile, MAX_ORG_BIO } from "./set-org-profile";
export { getOrgSettings } from "./get-org-settings";
