// Error codes thrown by lib/search. Each entry: HTTP status and when it is thrown.
export const searchCodes = {
  /** A search cursor that is malformed, or that belongs to a different query, filters or sort. */
  SEARCH_CURSOR_INVALID: { status: 400, fault: "user" },
  /** The search backend failed and no fallback could answer; safe to retry. */
  SEARCH_UNAVAILABLE: { status: 503, fault: "server" },
} as const;
