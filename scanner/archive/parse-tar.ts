// Walks a (decompressed) tar stream: ustar, GNU long names and PAX headers. Yields every entry
// with its type, so links and devices are seen, and verifies header checksums and bounds.
import { decodeUtf8 } from "./decode-name";

export type TarEntry = {
  name: string | null;
  rawName: Uint8Array;
  kind: "file" | "directory" | "link" | "special";
  typeflag: string;
  size: number;
  dataStart: number;
};

export class TarFormatError extends Error {}

const BLOCK = 512;

function cstring(bytes: Uint8Array, start: number, length: number): Uint8Array {
  const field = bytes.subarray(start, start + length);
  const nul = field.indexOf(0);
  return nul === -1 ? field : field.subarray(0, nul);
}

function ascii(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

function numeric(bytes: Uint8Array, start: number, length: number): number {
  const field = bytes.subarray(start, start + length);
  if ((field[0]! & 0x80) !== 0) {
    // GNU base-256: big-endian two's complement; we only accept non-negative values that fit.
    if ((field[0]! & 0x40) !== 0) throw new TarFormatError("negative size");
    let value = field[0]! & 0x3f;
    for (let i = 1; i < field.length; i++) {
      value = value * 256 + field[i]!;
      if (value > Number.MAX_SAFE_INTEGER) throw new TarFormatError("size out of range");
    }
    return value;
  }
  const text = ascii(cstring(bytes, start, length)).trim();
  if (text === "") return 0;
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`bad octal field "${text}"`);
  return parseInt(text, 8);
}

function checksumOk(header: Uint8Array): boolean {
  const stored = numeric(header, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === stored;
}

function parsePax(data: Uint8Array): Map<string, Uint8Array> {
  const records = new Map<string, Uint8Array>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number(ascii(data.subarray(at, space)));
    if (!Number.isInteger(length) || length <= 0 || at + length > data.length) throw new TarFormatError("malformed PAX record");
    const record = data.subarray(space + 1, at + length - 1); // drop trailing "\n"
    const eq = record.indexOf(0x3d);
    if (eq !== -1) records.set(ascii(record.subarray(0, eq)), record.subarray(eq + 1));
    at += length;
  }
  return records;
}

function kindOf(typeflag: string): TarEntry["kind"] {
  if (typeflag === "0" || typeflag === "\0" || typeflag === "7") return "file";
  if (typeflag === "5") return "directory";
  if (typeflag === "1" || typeflag === "2") return "link";
  return "special"; // 3 char dev, 4 block dev, 6 FIFO, GNU S/V/M/D, vendor extensions
}

export function parseTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: Uint8Array | null = null;
  let pax: Map<string, Uint8Array> | null = null;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return entries; // end-of-archive marker
    if (!checksumOk(header)) throw new TarFormatError(`header checksum mismatch at byte ${offset}`);
    const typeflag = String.fromCharCode(header[156]!);
    let size = numeric(header, 124, 12);
    const paxSize = "xgLK".includes(typeflag) ? undefined : pax?.get("size");
    if (paxSize) size = Number(ascii(paxSize));
    const dataStart = offset + BLOCK;
    if (!Number.isSafeInteger(size) || size < 0 || dataStart + size > tar.length) throw new TarFormatError(`entry at byte ${offset} is truncated`);
    const data = tar.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (typeflag === "x") {
      pax = parsePax(data);
      continue;
    }
    if (typeflag === "g") continue; // global PAX defaults: nothing in them changes a path we accept
    if (typeflag === "L") {
      longName = cstring(data, 0, data.length);
      continue;
    }
    if (typeflag === "K") continue; // long link target: links are refused anyway

    let rawName = pax?.get("path") ?? longName;
    if (!rawName) {
      const name = cstring(header, 0, 100);
      const isUstar = ascii(header.subarray(257, 263)) === "ustar\0";
      const prefix = isUstar ? cstring(header, 345, 155) : new Uint8Array(0);
      rawName = prefix.length > 0 ? new Uint8Array([...prefix, 0x2f, ...name]) : name;
    }
    entries.push({ name: decodeUtf8(rawName), rawName, kind: kindOf(typeflag), typeflag, size, dataStart });
    longName = null;
    pax = null;
  }
  if (offset < tar.length && !tar.subarray(offset).every((b) => b === 0)) throw new TarFormatError("trailing partial block");
  return entries;
}
