// Codes thrown by the trust routes (attestations, reports, install hints, change feed).
export const trustCodes = {
  /** The skill was deleted by its owner or a moderator; it may come back (undelete) while its slug is reserved. */
  SKILL_GONE: { status: 410, fault: "user" },
  /** The skill exists but has no installable version (all withdrawn, blocked or malicious). */
  NO_INSTALLABLE_VERSION: { status: 404, fault: "user" },
  /** The prompt route in strict mode: the version does not load as-is under the runtime asked for
   * (Agent Skills by default); `details` says why. */
  SKILL_NOT_CONFORMING: { status: 422, fault: "user" },
  /** A stored version has no signed statement: publishing always writes one, so this is our bug. */
  ATTESTATION_MISSING: { status: 500, fault: "server" },
} as const;
