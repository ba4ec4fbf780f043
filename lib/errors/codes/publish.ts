// Codes thrown while publishing and managing skills and versions.
export const publishCodes = {
  /** Slug does not match ^[a-z0-9](?:(?!--)[a-z0-9-])*[a-z0-9]$ or is not 2–64 characters. */
  SLUG_INVALID: { status: 400, fault: "user" },
  /** Slug is on the reserved list (lib/ids/reserved-slugs.json). */
  SLUG_RESERVED: { status: 403, fault: "user" },
  /** Slug belongs to a deleted skill whose 30-day reservation has not run out. */
  SLUG_RESERVED_AFTER_DELETE: { status: 409, fault: "user" },
  /** Version string is not semantic versioning 2.0.0. */
  VERSION_INVALID: { status: 400, fault: "user" },
  /** That version number was published before (also when withdrawn): versions are immutable. */
  VERSION_EXISTS: { status: 409, fault: "user" },
  /** The slug is owned by another publisher. */
  SKILL_OWNED_BY_OTHER: { status: 403, fault: "user" },
  /** The actor may not act for the requested owner handle (not a member of that org). */
  OWNER_NOT_ALLOWED: { status: 403, fault: "user" },
  /** The scanner judged the bundle malicious: nothing was published. */
  SCAN_BLOCKED: { status: 422, fault: "user" },
  /** No skill with that slug (or it is hidden from this caller). */
  SKILL_NOT_FOUND: { status: 404, fault: "user" },
  /** No such version of the skill. */
  VERSION_NOT_FOUND: { status: 404, fault: "user" },
  /** The skill is soft-deleted; undelete it first. */
  SKILL_DELETED: { status: 409, fault: "user" },
  /** The action needs the skill's owner (or a moderator). */
  NOT_SKILL_OWNER: { status: 403, fault: "user" },
  /** An org member with the "publisher" role tried something only org owners and admins may do (transfer, delete, visibility, trusted publishers, sync). */
  ORG_ROLE_REQUIRED: { status: 403, fault: "user" },
  /** The action needs a moderator or admin. */
  NOT_MODERATOR: { status: 403, fault: "user" },
  /** A dist-tag name is invalid or a protected tag would point at a withdrawn version. */
  TAG_INVALID: { status: 400, fault: "user" },
  /** No dist-tag with that name on the skill (removing a tag that is not set). */
  TAG_NOT_FOUND: { status: 404, fault: "user" },
  /** The caller already has an open report on this skill. */
  REPORT_EXISTS: { status: 409, fault: "user" },
  /** The caller owns the skill (or belongs to the org that does): owners do not report their own skills. */
  REPORT_OWN_SKILL: { status: 403, fault: "user" },
  /** No pending transfer request with that id, or it is not addressed to the caller. */
  TRANSFER_NOT_FOUND: { status: 404, fault: "user" },
  /** The transfer request expired (7 days) or was already answered. */
  TRANSFER_CLOSED: { status: 409, fault: "user" },
  /** Accepting an offer whose maker may no longer administer the skill (removed from its org, demoted, banned): ask for a new offer. */
  TRANSFER_REVOKED: { status: 403, fault: "user" },
  /** A pending transfer already exists for the skill. */
  TRANSFER_PENDING: { status: 409, fault: "user" },
  /** The target user of a transfer does not exist. */
  USER_NOT_FOUND: { status: 404, fault: "user" },
  /** A topic is not 1–32 lower-case letters, digits and hyphens, or a skill would get more than 20 topics. */
  TOPIC_INVALID: { status: 400, fault: "user" },
  /** A publish named a visibility other than the existing skill's: visibility is set at first publish and changed on the skill's settings (org admins). */
  VISIBILITY_MISMATCH: { status: 409, fault: "user" },
  /** Not public, internal or private. */
  VISIBILITY_INVALID: { status: 400, fault: "user" },
  /** No organisation with that handle (or the caller may not see it). */
  ORG_NOT_FOUND: { status: 404, fault: "user" },
  /** The account already belongs to the organisation, or an invitation to it is open. */
  MEMBER_EXISTS: { status: 409, fault: "user" },
  /** No member (or open invitation) for that account in the organisation. */
  MEMBER_NOT_FOUND: { status: 404, fault: "user" },
  /** The change would leave the organisation without an owner. */
  LAST_OWNER: { status: 409, fault: "user" },
  /** A display name is over 100 characters or holds control, zero-width or text-direction characters. */
  DISPLAY_NAME_INVALID: { status: 400, fault: "user" },
  /** A state change that does not apply (restore a version that is not withdrawn, …). */
  INVALID_STATE: { status: 409, fault: "user" },
} as const;
