// Tokens are stored as sha256 hex: a database leak does not leak usable tokens, and
// lookup by hash is an index hit, so comparison time does not depend on the secret.
import { createHash, randomBytes } from "node:crypto";

export const TOKEN_PREFIX = "clh_";

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** `clh_` + 32 random bytes, base64url. */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

/** What lists show so people can tell tokens apart: prefix plus the first 6 secret characters. */
export function visiblePrefix(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 6);
}
