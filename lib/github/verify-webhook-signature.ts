// GitHub signs each delivery: X-Hub-Signature-256 = "sha256=" + hex HMAC-SHA256(secret, raw body).
// Compared in constant time over the raw bytes, before the body is parsed or anything is stored.
import { createHmac, timingSafeEqual } from "node:crypto";

export function signWebhookBody(secret: string, body: Uint8Array): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function verifyWebhookSignature(input: { secret: string; body: Uint8Array; signature: string | null }): boolean {
  if (!input.signature) return false;
  const expected = Buffer.from(signWebhookBody(input.secret, input.body), "utf8");
  const given = Buffer.from(input.signature.trim(), "utf8");
  // timingSafeEqual needs equal lengths; a different length is a mismatch, and reveals only the length.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
