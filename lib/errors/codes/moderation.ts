// Codes thrown by reports and moderator actions (lib/moderation).
export const moderationCodes = {
  /** A report or moderator action was sent without a reason (empty or whitespace only). */
  REASON_REQUIRED: { status: 400, fault: "user" },
  /** No report with that id. */
  REPORT_NOT_FOUND: { status: 404, fault: "user" },
} as const;
