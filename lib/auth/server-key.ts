// Keys for what the server seals for itself (change-feed cursors, upstream tokens of mirrors),
// derived from AUTH_SECRET with HKDF, one per purpose, so no two uses share a key. Without
// AUTH_SECRET (tests, a bare `next dev`), a random key for this process: what it sealed does not
// survive a restart, so what must (stored tokens) asks `persistentServerKey`, which refuses.
import { hkdfSync, randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

export type KeyPurpose = "change-cursor" | "mirror-token";

const holder = globalThis as { __skillvaultEphemeralKey?: Buffer };

function derive(secret: string | Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "skillvault", `skillvault ${purpose} v1`, 32));
}

/** A 32-byte key for this purpose (ephemeral when AUTH_SECRET is unset). */
export function serverKey(purpose: KeyPurpose): Buffer {
  const secret = getConfig().AUTH_SECRET;
  if (secret) return derive(secret, purpose);
  holder.__skillvaultEphemeralKey ??= randomBytes(32);
  return derive(holder.__skillvaultEphemeralKey, purpose);
}

/** A key that stays the same across restarts: AUTH_SECRET must be set. */
export function persistentServerKey(purpose: KeyPurpose): Buffer {
  if (!getConfig().AUTH_SECRET) {
    throw new AppError("SERVER_SECRET_REQUIRED", "Set AUTH_SECRET (npm start creates one under DATA_DIR) before storing secrets in the database.");
  }
  return serverKey(purpose);
}
