// Codes thrown by the trust routes (attestations, reports, install hints, change feed).
export const trustCodes = {
  /** The skill was deleted by its owner or a moderator; it may come back (undelete) while its slug is reserved. */
  SKILL_GONE: { status: 410, fault: "user" },
  /** The skill exists but has no installable version (all withdrawn, blocked or malicious). */
  NO_INSTALLABLE_VERSION: { status: 404, fault: "user" },
  /** A stored version has no signed statement: publishing always writes one, so this is our bug. */
  ATTESTATION_MISSING: { status: 500, fault: "server" },
} as const;
