// Codes thrown by reports and moderator actions (lib/moderation).
export const moderationCodes = {
  /** A report or moderator action was sent without a reason (empty or whitespace only). */
  REASON_REQUIRED: { status: 400, fault: "user" },
  /** No report with that id. */
  REPORT_NOT_FOUND: { status: 404, fault: "user" },
  /** The reporter already filed the most reports allowed in 24 hours (REPORTS_PER_DAY). */
  REPORT_LIMIT_REACHED: { status: 429, fault: "user" },
  /** An appeal for a skill that is not hidden (nothing to appeal). */
  NOT_HIDDEN: { status: 409, fault: "user" },
  /** The skill already has an open appeal; a moderator will answer it. */
  APPEAL_EXISTS: { status: 409, fault: "user" },
} as const;
