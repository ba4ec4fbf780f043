// Codes thrown by accounts, sessions, API tokens, the CLI device flow and trusted publishing.
export const authCodes = {
  /** Development sign-in was used while HUB_DEV_LOGIN is off. */
  DEV_LOGIN_DISABLED: { status: 403, fault: "user" },
  /** Development sign-in as a moderator, an admin or an account linked to GitHub: those sign in with GitHub or a one-time sign-in link. */
  DEV_LOGIN_ACCOUNT_PROTECTED: { status: 403, fault: "user" },
  /** The handle belongs to an organisation or is otherwise not allowed to sign in. */
  SIGNIN_NOT_ALLOWED: { status: 403, fault: "user" },
  /** A cookie-authenticated state change came from another origin (or without an Origin). */
  CSRF_REJECTED: { status: 403, fault: "user" },
  /** No API token with that id among the caller's tokens. */
  TOKEN_NOT_FOUND: { status: 404, fault: "user" },
  /** A new token asked for a scope the caller does not hold (e.g. admin without the admin role). */
  TOKEN_SCOPE_NOT_ALLOWED: { status: 403, fault: "user" },
  /** The user already holds the maximum number of live personal/CLI tokens; revoke some first. */
  TOKEN_LIMIT_REACHED: { status: 409, fault: "user" },
  /** No pending CLI login with that code: mistyped, already used or cleaned up. */
  DEVICE_CODE_NOT_FOUND: { status: 404, fault: "user" },
  /** The CLI login code is older than 15 minutes; start `clawhub login` again. */
  DEVICE_CODE_EXPIRED: { status: 410, fault: "user" },
  /** The CLI login code was already approved or denied. */
  DEVICE_CODE_USED: { status: 409, fault: "user" },
  /** Approving a CLI login without confirming the scopes it asks for (the confirmation checkbox). */
  DEVICE_CONFIRMATION_REQUIRED: { status: 400, fault: "user" },
  /** The OIDC token is malformed, badly signed, from another issuer or missing required claims. */
  OIDC_TOKEN_INVALID: { status: 401, fault: "user" },
  /** The OIDC token's exp has passed (or nbf is in the future). */
  OIDC_TOKEN_EXPIRED: { status: 401, fault: "user" },
  /** The OIDC token was issued for another audience than this registry's. */
  OIDC_AUDIENCE_MISMATCH: { status: 401, fault: "user" },
  /** This OIDC token (its jti) was already exchanged once. */
  OIDC_TOKEN_REPLAYED: { status: 401, fault: "user" },
  /** The issuer's signing keys could not be fetched; retry later. */
  OIDC_JWKS_UNAVAILABLE: { status: 503, fault: "server" },
  /** No trusted publisher of the skill matches the token's repository, workflow and environment. */
  TRUSTED_PUBLISHER_MISMATCH: { status: 403, fault: "user" },
  /** The same repository/workflow/environment is already registered for the skill. */
  TRUSTED_PUBLISHER_EXISTS: { status: 409, fault: "user" },
  /** The matching trusted publisher was registered by someone who no longer administers the skill (left the org, demoted, banned). */
  TRUSTED_PUBLISHER_REVOKED: { status: 403, fault: "user" },
  /** No trusted publisher with that id on the skill. */
  TRUSTED_PUBLISHER_NOT_FOUND: { status: 404, fault: "user" },
  /** The first-admin setup link is unknown, mistyped, replaced by a newer one or already used. */
  SETUP_CODE_INVALID: { status: 404, fault: "user" },
  /** The one-time sign-in link (`npm run hub -- user signin-link`) is unknown or mistyped. */
  SIGNIN_LINK_INVALID: { status: 404, fault: "user" },
  /** The one-time sign-in link was already used; each works once. */
  SIGNIN_LINK_USED: { status: 409, fault: "user" },
  /** The one-time sign-in link is older than its lifetime (15 minutes). */
  SIGNIN_LINK_EXPIRED: { status: 410, fault: "user" },
  /** The first-admin setup link was refused because the instance already has an administrator. */
  SETUP_ADMIN_EXISTS: { status: 409, fault: "user" },
} as const;
