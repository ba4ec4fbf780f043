// Error codes any layer may throw. Each entry: HTTP status and when it is thrown.
export const commonCodes = {
  /** Request body, query or path parameter failed its schema. */
  VALIDATION_FAILED: { status: 400, fault: "user" },
  /** Body is not valid JSON / multipart, or the content type is not accepted. */
  BAD_REQUEST: { status: 400, fault: "user" },
  /** The request body arrived slower than the endpoint's floor (an upload held open, byte by byte). */
  REQUEST_TIMEOUT: { status: 408, fault: "user" },
  /** The request path has malformed percent-encoding (`/%`, `/%E0%A4%A`): not a URL anything can be found under. */
  MALFORMED_URL: { status: 400, fault: "user" },
  /** The request's headers (or its request line) are larger than the server reads (Node's 16 KiB). */
  HEADERS_TOO_LARGE: { status: 431, fault: "user" },
  /** Request body larger than the endpoint accepts. */
  PAYLOAD_TOO_LARGE: { status: 413, fault: "user" },
  /** A body sent without a Content-Length where one is needed to refuse it before reading (a chunked form POSTed to a page). */
  LENGTH_REQUIRED: { status: 411, fault: "user" },
  /** No credentials, or credentials that do not identify anyone. */
  UNAUTHENTICATED: { status: 401, fault: "user" },
  /** A closed registry (HUB_REQUIRE_SIGNIN=1): nothing is readable without signing in or a token. */
  SIGNIN_REQUIRED: { status: 401, fault: "user" },
  /** Credentials are valid but lack the scope or role the action needs. */
  FORBIDDEN: { status: 403, fault: "user" },
  /** Token was revoked or has expired. */
  TOKEN_INVALID: { status: 401, fault: "user" },
  /** Too many requests in the current window; see Retry-After. */
  RATE_LIMITED: { status: 429, fault: "user" },
  /** Route or resource does not exist. */
  NOT_FOUND: { status: 404, fault: "user" },
  /** A ClawHub route this registry does not host (packages, plugins, skills.sh, …): the message says what to use instead. */
  NOT_HOSTED: { status: 404, fault: "user" },
  /** HTTP method not supported on this route. */
  METHOD_NOT_ALLOWED: { status: 405, fault: "user" },
  /** A unique constraint was hit by a concurrent or repeated write. */
  CONFLICT: { status: 409, fault: "user" },
  /** The account is banned from publishing or acting. */
  ACCOUNT_BANNED: { status: 403, fault: "user" },
  /** Every worker for untrusted work (uploads) is busy and its queue is full; retry after Retry-After. */
  SERVER_BUSY: { status: 503, fault: "server" },
  /** The embedded database is open in another process that does not share it (an admin command, a
   * site still starting); wait for it or stop it. */
  DATABASE_BUSY: { status: 503, fault: "server" },
  /** Database unreachable or restarting; safe to retry. */
  SERVICE_UNAVAILABLE: { status: 503, fault: "server" },
  /** The database's disk is full (SQLSTATE 53100 / ENOSPC); nothing was written; retry after space is freed. */
  STORAGE_FULL: { status: 507, fault: "server" },
  /** Unexpected failure on our side; logged with the request id. */
  INTERNAL: { status: 500, fault: "server" },
} as const;
