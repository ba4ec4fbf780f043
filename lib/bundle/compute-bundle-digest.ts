// The canonical bundle digest (docs/bundle-digest.md): files sorted by path bytes, every field
// length-prefixed, one SHA-256 over the framing. Independent of archive format and input order.
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";

export const BUNDLE_DIGEST_DOMAIN = "skillvault-bundle-digest-v1\n";
const encoder = new TextEncoder();

function u32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n, false);
  return out;
}

function u64(n: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n), false);
  return out;
}

export function comparePathBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

export function computeBundleDigest(files: Array<{ path: string; size: number; sha256: string }>): string {
  const framed = files.map((file) => {
    if (!/^[0-9a-fA-F]{64}$/.test(file.sha256)) throw new AppError("VALIDATION_FAILED", `sha256 of "${file.path}" is not 64 hex digits.`);
    if (!Number.isSafeInteger(file.size) || file.size < 0) throw new AppError("VALIDATION_FAILED", `size of "${file.path}" is not a non-negative integer.`);
    return { path: encoder.encode(file.path), size: file.size, sha: Buffer.from(file.sha256.toLowerCase(), "hex") };
  });
  framed.sort((a, b) => comparePathBytes(a.path, b.path));
  const hash = createHash("sha256");
  hash.update(encoder.encode(BUNDLE_DIGEST_DOMAIN));
  hash.update(u32(framed.length));
  for (const file of framed) {
    hash.update(u32(file.path.length)).update(file.path);
    hash.update(u32(8)).update(u64(file.size));
    hash.update(u32(32)).update(file.sha);
  }
  return `sha256:${hash.digest("hex")}`;
}
