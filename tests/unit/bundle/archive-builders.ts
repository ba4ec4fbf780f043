// Test-only zip and tar writers that can produce what real tools would never write on purpose:
// links, devices, encrypted flags, wrong CRCs, lying sizes, mismatched names, broken checksums.
import { deflateSync, gzipSync } from "fflate";
import { crc32 } from "@/lib/bundle/crc32";

const encoder = new TextEncoder();

export type ZipEntrySpec = {
  name: string | Uint8Array;
  data?: Uint8Array;
  method?: number;
  /** Full st_mode (type bits included); written with "made by Unix". */
  unixMode?: number;
  flags?: number;
  badCrc?: boolean;
  localName?: string;
  /** Declare more compressed bytes than written, so this entry's data overlaps the next entry. */
  declaredCompressedSizeExtra?: number;
  /** Declare fewer uncompressed bytes than the data inflates to. */
  declaredUncompressedSize?: number;
  /** Already-deflated bytes written as the entry's data as they are (bombs built without inflating them). */
  compressed?: Uint8Array;
};

function bytesOf(name: string | Uint8Array): Uint8Array {
  return typeof name === "string" ? encoder.encode(name) : name;
}

export function buildZip(entries: ZipEntrySpec[], options: { truncate?: number } = {}): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = bytesOf(entry.name);
    const localName = entry.localName === undefined ? name : bytesOf(entry.localName);
    const data = entry.data ?? new Uint8Array(0);
    const method = entry.method ?? 8;
    const stored = entry.compressed ?? (method === 8 ? deflateSync(data) : data);
    const crc = (crc32(data) ^ (entry.badCrc ? 0xffff : 0)) >>> 0;
    const declaredCompressed = stored.length + (entry.declaredCompressedSizeExtra ?? 0);
    const declaredSize = entry.declaredUncompressedSize ?? data.length;
    const local = new Uint8Array(30 + localName.length + stored.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, entry.flags ?? 0x800, true);
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, declaredCompressed, true);
    lv.setUint32(22, declaredSize, true);
    lv.setUint16(26, localName.length, true);
    local.set(localName, 30);
    local.set(stored, 30 + localName.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, (3 << 8) | 30, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, entry.flags ?? 0x800, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, declaredCompressed, true);
    cv.setUint32(24, declaredSize, true);
    cv.setUint16(28, name.length, true);
    const mode = entry.unixMode ?? (bytesOf(entry.name).at(-1) === 0x2f ? 0o040755 : 0o100644);
    cv.setUint32(38, (mode << 16) >>> 0, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const cdSize = centrals.reduce((n, c) => n + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const out = concat([...locals, ...centrals, eocd]);
  return options.truncate ? out.subarray(0, out.length - options.truncate) : out;
}

export type TarEntrySpec = {
  name: string | Uint8Array;
  data?: Uint8Array;
  /** Tar typeflag: "0" file, "1" hard link, "2" symlink, "3" char device, "5" directory, "6" FIFO. */
  type?: string;
  linkname?: string;
  /** Write the name as a PAX `path` record (for names over 100 bytes). */
  pax?: boolean;
  /** Write the name as a GNU `L` long-name entry. */
  gnuLongName?: boolean;
};

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: Uint8Array, size: number, type: string, linkname = "", corruptChecksum = false): Uint8Array {
  const h = new Uint8Array(512);
  h.set(name.subarray(0, 100), 0);
  h.set(encoder.encode(octal(type === "5" ? 0o755 : 0o644, 8)), 100);
  h.set(encoder.encode(octal(0, 8)), 108);
  h.set(encoder.encode(octal(0, 8)), 116);
  h.set(encoder.encode(octal(size, 12)), 124);
  h.set(encoder.encode(octal(0, 12)), 136);
  h[156] = type.charCodeAt(0);
  h.set(encoder.encode(linkname).subarray(0, 100), 157);
  h.set(encoder.encode("ustar\u000000"), 257);
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.set(encoder.encode(`${sum.toString(8).padStart(6, "0")}\0 `), 148);
  if (corruptChecksum) h[148] = "7".charCodeAt(0);
  return h;
}

function padded(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 512) * 512);
  out.set(data);
  return out;
}

function paxRecord(key: string, value: Uint8Array): Uint8Array {
  const body = concat([encoder.encode(` ${key}=`), value, encoder.encode("\n")]);
  let length = body.length + 1;
  while (String(length).length + body.length !== length) length = String(length).length + body.length;
  return concat([encoder.encode(String(length)), body]);
}

export function buildTar(entries: TarEntrySpec[], options: { gzip?: boolean; badChecksum?: boolean; truncate?: number } = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  entries.forEach((entry, i) => {
    const name = bytesOf(entry.name);
    const data = entry.data ?? new Uint8Array(0);
    const type = entry.type ?? "0";
    if (entry.pax) {
      const records = paxRecord("path", name);
      parts.push(header(encoder.encode("PaxHeader"), records.length, "x"), padded(records));
    }
    if (entry.gnuLongName) {
      const longName = concat([name, new Uint8Array([0])]);
      parts.push(header(encoder.encode("././@LongLink"), longName.length, "L"), padded(longName));
    }
    parts.push(header(name, type === "0" ? data.length : 0, type, entry.linkname, options.badChecksum && i === 0));
    if (type === "0") parts.push(padded(data));
  });
  parts.push(new Uint8Array(1024));
  let tar = concat(parts);
  if (options.truncate) tar = tar.subarray(0, tar.length - options.truncate);
  return options.gzip ? gzipSync(tar, { mtime: 0 }) : tar;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
