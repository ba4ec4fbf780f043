// SHA-256 helpers (node:crypto): hex for files, raw bytes for digest framing.
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}
