// Codes of organisations' team policy (lib/orgs/policy), their review of held versions and their audit log.
export const orgCodes = {
  /** The org's policy lets only its owners and admins publish; the caller is a publisher member. */
  ORG_POLICY_FORBIDS_PUBLISH: { status: 403, fault: "user" },
  /** The org's policy keeps members below admin from making a skill public (publishing it as public). */
  ORG_POLICY_FORBIDS_PUBLIC: { status: 403, fault: "user" },
  /** A version waits for an org admin's review (policy `hold`): not served until approved. Only its reviewers and publisher ever see this. */
  VERSION_HELD: { status: 409, fault: "user" },
  /** An org admin rejected the version in review: never served. */
  VERSION_REJECTED: { status: 410, fault: "user" },
  /** Accepting an invitation whose inviter may no longer grant that role (removed, demoted, banned): ask a current owner or admin. */
  INVITATION_REVOKED: { status: 403, fault: "user" },
  /** Approve or reject of a version that is not held for review (already approved, rejected, or never held). */
  VERSION_NOT_HELD: { status: 409, fault: "user" },
} as const;
