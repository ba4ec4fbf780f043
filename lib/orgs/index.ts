// lib/orgs: organisations as publishers: creating them, their members and roles (rights per role
// live in lib/access publisher-roles.ts), invitations by handle, leaving and removal.
export { createOrg } from "./create-org";
export { setOrgMember } from "./set-org-member";
export { removeOrgMember } from "./remove-org-member";
export { inviteOrgMember, answerOrgInvitation } from "./invite-org-member";
export { listOrgMembers, listMyInvitations } from "./list-org-members";
