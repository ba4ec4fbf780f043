// Codes of mirroring upstream registries (lib/mirror) and of names that only mirrors make
// ambiguous. Each entry: HTTP status and when it is thrown.
export const mirrorCodes = {
  /** No mirror with that name is configured. */
  MIRROR_NOT_FOUND: { status: 404, fault: "user" },
  /** A mirror with that name is already configured (remove it first to change it). */
  MIRROR_EXISTS: { status: 409, fault: "user" },
  /** A mirror's name, URL or filter is not acceptable (details say which). */
  MIRROR_INVALID: { status: 400, fault: "user" },
  /** A sync of that mirror is already running (in this or another process); it holds a lease. */
  MIRROR_BUSY: { status: 409, fault: "user" },
  /** The upstream's archive does not hold the files its version record declares (sha256 or list differ). */
  MIRROR_INTEGRITY: { status: 502, fault: "server" },
  /** The upstream could not be reached, timed out, or failed (5xx); the sync stops and continues next time. */
  UPSTREAM_UNAVAILABLE: { status: 502, fault: "server" },
  /** The upstream asks us to wait longer than a sync waits (429/503 with a long Retry-After). */
  UPSTREAM_RATE_LIMITED: { status: 503, fault: "server" },
  /** A sync ran past MIRROR_SYNC_MAX_SECONDS (a slow or stalling upstream); it stops and continues next time. */
  UPSTREAM_TOO_SLOW: { status: 503, fault: "server" },
  /** The upstream answered something we do not accept: wrong shape, too large, a redirect elsewhere. */
  UPSTREAM_INVALID: { status: 502, fault: "server" },
  /** The upstream refused the mirror's token (401/403 on its API): revoked, expired or lacking the read scope; the sync stops. */
  UPSTREAM_UNAUTHORIZED: { status: 502, fault: "server" },
  /** Storing a mirror's upstream token needs AUTH_SECRET (it is sealed with a key derived from it). */
  SERVER_SECRET_REQUIRED: { status: 500, fault: "server" },
  /** A plain slug names several mirrored skills (and no local one): details.matches lists their full names. */
  SKILL_AMBIGUOUS: { status: 409, fault: "user" },
} as const;
