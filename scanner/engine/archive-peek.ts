// Looks one level into nested zip/gzip/tar archives so their contents are scanned, not skipped.
// Bounded: entry count and inflated bytes are capped; encrypted entries are reported, never guessed at.
import { LIMITS } from "../config";
import { gunzipCapped, inflateRawCapped } from "../decode/inflate";

export type ArchiveEntry = { name: string; bytes?: Uint8Array; encrypted: boolean; skipped?: string };
export type ArchivePeek = { entries: ArchiveEntry[]; truncated: boolean };

function u16(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16)) + (b[o + 3] ?? 0) * 0x1000000;
}

const latin = new TextDecoder("utf-8");

export function peekZip(b: Uint8Array): ArchivePeek {
  const entries: ArchiveEntry[] = [];
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (u32(b, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { entries, truncated: true };
  const count = u16(b, eocd + 10);
  let p = u32(b, eocd + 16);
  let budget: number = LIMITS.archiveInflateBytes;
  for (let k = 0; k < count && p + 46 <= b.length; k++) {
    if (u32(b, p) !== 0x02014b50) break;
    if (entries.length >= LIMITS.archiveEntries) return { entries, truncated: true };
    const flags = u16(b, p + 8);
    const method = u16(b, p + 10);
    const csize = u32(b, p + 20);
    const usize = u32(b, p + 24);
    const nlen = u16(b, p + 28);
    const xlen = u16(b, p + 30);
    const clen = u16(b, p + 32);
    const local = u32(b, p + 42);
    const name = latin.decode(b.subarray(p + 46, p + 46 + nlen));
    p += 46 + nlen + xlen + clen;
    const encrypted = (flags & 1) === 1;
    if (name.endsWith("/")) continue;
    const entry: ArchiveEntry = { name, encrypted };
    entries.push(entry);
    if (encrypted) continue;
    if (u32(b, local) !== 0x04034b50) {
      entry.skipped = "bad local header";
      continue;
    }
    const start = local + 30 + u16(b, local + 26) + u16(b, local + 28);
    const data = b.subarray(start, start + csize);
    if (usize > budget) {
      entry.skipped = "too large to inspect";
      continue;
    }
    if (method === 0) entry.bytes = data;
    else if (method === 8) entry.bytes = inflateRawCapped(data, Math.min(budget, usize + 1));
    else entry.skipped = `compression method ${method}`;
    budget -= entry.bytes?.length ?? 0;
  }
  return { entries, truncated: false };
}

export function peekTar(b: Uint8Array): ArchivePeek {
  const entries: ArchiveEntry[] = [];
  let p = 0;
  let budget: number = LIMITS.archiveInflateBytes;
  while (p + 512 <= b.length && entries.length < LIMITS.archiveEntries) {
    const header = b.subarray(p, p + 512);
    if (header.every((x) => x === 0)) break;
    const rawName = latin.decode(header.subarray(0, 100)).replace(/\0[\s\S]*$/, "");
    const prefix = latin.decode(header.subarray(345, 500)).replace(/\0[\s\S]*$/, "");
    const size = parseInt(latin.decode(header.subarray(124, 136)).replace(/\0[\s\S]*$/, "").trim() || "0", 8) || 0;
    const type = String.fromCharCode(header[156] ?? 48);
    const name = prefix ? `${prefix}/${rawName}` : rawName;
    p += 512;
    if (type === "0" || type === "\0" || type === "7") {
      const take = Math.min(size, budget);
      entries.push({ name, encrypted: false, bytes: b.subarray(p, p + take), skipped: take < size ? "truncated" : undefined });
      budget -= take;
    } else if (type === "1" || type === "2") {
      entries.push({ name, encrypted: false, skipped: "link" });
    }
    p += Math.ceil(size / 512) * 512;
  }
  return { entries, truncated: entries.length >= LIMITS.archiveEntries };
}

export function peekGzip(b: Uint8Array, name: string): ArchivePeek {
  const inner = gunzipCapped(b, LIMITS.archiveInflateBytes);
  if (!inner) return { entries: [], truncated: true };
  if (inner.length > 262 && inner[257] === 0x75 && inner[258] === 0x73 && inner[259] === 0x74 && inner[260] === 0x61 && inner[261] === 0x72) return peekTar(inner);
  return { entries: [{ name: name.replace(/\.gz$|\.tgz$/i, ""), encrypted: false, bytes: inner }], truncated: false };
}
