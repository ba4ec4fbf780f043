// Values of SkillVersion.reviewState. PENDING versions are in the moderation queue; the others
// record the moderator's decision so a rescan with an unchanged verdict does not undo it.
export const REVIEW_STATE = {
  /** Suspicious (or rescanned into a worse verdict): waiting for a moderator. */
  PENDING: "PENDING",
  /** A moderator reviewed the findings and cleared the version: installers see it as clean. */
  CLEARED: "CLEARED",
  /** A moderator marked the version suspicious: installers get the warning. */
  FLAGGED: "FLAGGED",
  /** A moderator blocked the version: not installable. */
  BLOCKED: "BLOCKED",
} as const;
