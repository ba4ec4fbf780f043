// A mirror's upstream API token at rest: sealed with AES-256-GCM under a key derived from
// AUTH_SECRET (lib/auth/server-key.ts, purpose "mirror-token"), bound to the mirror's name (a sealed
// token copied to another mirror's row does not open). Only the sync opens it, to send it to that
// upstream's own origin; nothing shows it again (lists, audit log, errors say only that one is set).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { persistentServerKey } from "@/lib/auth/server-key";
import { AppError } from "@/lib/errors";

const VERSION = "t1";

export function sealUpstreamToken(mirror: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", persistentServerKey("mirror-token"), iv);
  cipher.setAAD(Buffer.from(`mirror:${mirror}`));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

export function openUpstreamToken(mirror: string, sealed: string): string {
  const [version, iv, body, tag] = sealed.split(".");
  try {
    if (version !== VERSION || !iv || !body || !tag) throw new Error("not a sealed token");
    const decipher = createDecipheriv("aes-256-gcm", persistentServerKey("mirror-token"), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`mirror:${mirror}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      "UPSTREAM_UNAUTHORIZED",
      `The stored upstream token of mirror '${mirror}' cannot be opened (AUTH_SECRET changed?): add the mirror again with its token.`,
      {
        details: { mirror },
      },
    );
  }
}
