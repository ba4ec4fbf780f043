// Codes thrown by the read side (lib/catalog), staged uploads (lib/uploads) and download stats.
// Each entry: HTTP status and when it is thrown. SKILL_GONE and NO_INSTALLABLE_VERSION live in trust.ts.
export const catalogCodes = {
  /** A list cursor that is malformed or belongs to another sort or filter. */
  CURSOR_INVALID: { status: 400, fault: "user" },
  /** The version was withdrawn by its publisher: its bytes are no longer served. */
  VERSION_WITHDRAWN: { status: 410, fault: "user" },
  /** The version was blocked by a moderator or judged malicious: its bytes are never served. */
  VERSION_BLOCKED: { status: 403, fault: "user" },
  /** No file with that path in the version. */
  FILE_NOT_FOUND: { status: 404, fault: "user" },
  /** An upload ticket that does not exist, expired, or belongs to someone else. */
  UPLOAD_NOT_FOUND: { status: 404, fault: "user" },
  /** Uploaded bytes differ from what the ticket declared (size or sha256). */
  UPLOAD_MISMATCH: { status: 400, fault: "user" },
  /** A publish names an upload whose bytes were never sent, or with another sha256 than uploaded. */
  UPLOAD_INCOMPLETE: { status: 400, fault: "user" },
  /** The request's Content-Type is not one the endpoint accepts (JSON or multipart). */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, fault: "user" },
} as const;
