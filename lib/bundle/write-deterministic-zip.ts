// The download zip for a version: same files ⇒ same bytes (and so the same ETag), forever.
// Entries sorted by path bytes, DOS time fixed at 1980-01-01 00:00, deflate level 6 (stored when
// that does not shrink the file), UTF-8 name flag always set, no extra fields, no comments, mode 0644.
import { deflateSync } from "fflate";
import { AppError } from "@/lib/errors";
import { crc32 } from "./crc32";
import { comparePathBytes } from "./compute-bundle-digest";

const DOS_TIME = 0x0000;
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const UTF8_FLAG = 0x0800;
const MADE_BY_UNIX = (3 << 8) | 30;
const REGULAR_0644 = (0o100644 << 16) >>> 0;
const encoder = new TextEncoder();

type Prepared = { name: Uint8Array; method: number; crc: number; size: number; data: Uint8Array; offset: number };

export function writeDeterministicZip(files: Array<{ path: string; bytes: Uint8Array }>): Uint8Array {
  const prepared: Prepared[] = files
    .map((file) => ({ name: encoder.encode(file.path), bytes: file.bytes }))
    .sort((a, b) => comparePathBytes(a.name, b.name))
    .map(({ name, bytes }) => {
      const deflated = deflateSync(bytes, { level: 6, mem: 8 });
      const stored = deflated.length >= bytes.length;
      return { name, method: stored ? 0 : 8, crc: crc32(bytes), size: bytes.length, data: stored ? bytes : deflated, offset: 0 };
    });
  for (let i = 1; i < prepared.length; i++) {
    if (comparePathBytes(prepared[i - 1]!.name, prepared[i]!.name) === 0) throw new AppError("VALIDATION_FAILED", "Duplicate path in zip input.");
  }
  if (prepared.length > 0xfffe) throw new AppError("VALIDATION_FAILED", "Too many files for a non-zip64 archive.");

  const localSize = prepared.reduce((sum, p) => sum + 30 + p.name.length + p.data.length, 0);
  const centralSize = prepared.reduce((sum, p) => sum + 46 + p.name.length, 0);
  if (localSize + centralSize > 0xfffffffe) throw new AppError("VALIDATION_FAILED", "Archive too large for a non-zip64 zip.");
  const out = new Uint8Array(localSize + centralSize + 22);
  const dv = new DataView(out.buffer);
  let at = 0;
  for (const p of prepared) {
    p.offset = at;
    dv.setUint32(at, 0x04034b50, true);
    dv.setUint16(at + 4, 20, true);
    dv.setUint16(at + 6, UTF8_FLAG, true);
    dv.setUint16(at + 8, p.method, true);
    dv.setUint16(at + 10, DOS_TIME, true);
    dv.setUint16(at + 12, DOS_DATE, true);
    dv.setUint32(at + 14, p.crc, true);
    dv.setUint32(at + 18, p.data.length, true);
    dv.setUint32(at + 22, p.size, true);
    dv.setUint16(at + 26, p.name.length, true);
    dv.setUint16(at + 28, 0, true);
    out.set(p.name, at + 30);
    out.set(p.data, at + 30 + p.name.length);
    at += 30 + p.name.length + p.data.length;
  }
  const centralStart = at;
  for (const p of prepared) {
    dv.setUint32(at, 0x02014b50, true);
    dv.setUint16(at + 4, MADE_BY_UNIX, true);
    dv.setUint16(at + 6, 20, true);
    dv.setUint16(at + 8, UTF8_FLAG, true);
    dv.setUint16(at + 10, p.method, true);
    dv.setUint16(at + 12, DOS_TIME, true);
    dv.setUint16(at + 14, DOS_DATE, true);
    dv.setUint32(at + 16, p.crc, true);
    dv.setUint32(at + 20, p.data.length, true);
    dv.setUint32(at + 24, p.size, true);
    dv.setUint16(at + 28, p.name.length, true);
    // extra length, comment length, disk number, internal attributes: all zero
    dv.setUint32(at + 38, REGULAR_0644, true);
    dv.setUint32(at + 42, p.offset, true);
    out.set(p.name, at + 46);
    at += 46 + p.name.length;
  }
  dv.setUint32(at, 0x06054b50, true);
  dv.setUint16(at + 8, prepared.length, true);
  dv.setUint16(at + 10, prepared.length, true);
  dv.setUint32(at + 12, at - centralStart, true);
  dv.setUint32(at + 16, centralStart, true);
  return out;
}
