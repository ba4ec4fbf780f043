// Reads a zip's central directory ourselves (not via fflate) so we see what unzip tools hide:
// entry types from external attributes, encryption flags, local/central name mismatches and
// overlapping or truncated entry data. Throws ZipFormatError; callers map it to a bundle code.
import { decodeCp437, decodeUtf8 } from "./decode-name";

export type ZipEntryKind = "file" | "directory" | "link" | "special";

export type ZipEntry = {
  /** Decoded name, or null when a UTF-8-flagged name is not valid UTF-8. */
  name: string | null;
  rawName: Uint8Array;
  kind: ZipEntryKind;
  /** For "special": the unix file type bits, for the error message. */
  mode: number;
  encrypted: boolean;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
};

export class ZipFormatError extends Error {
  constructor(
    message: string,
    readonly kind: "corrupt" | "unsupported" = "corrupt",
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const UNIX_HOSTS = new Set([3, 19]); // Unix, OS X
const S_IFMT = 0o170000;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEocd(bytes: Uint8Array, dv: DataView): number {
  const last = bytes.length - 22;
  const stop = Math.max(0, last - 0xffff);
  for (let i = last; i >= stop; i--) {
    // The comment length must reach exactly to the end: no trailing bytes to hide things in.
    if (dv.getUint32(i, true) === EOCD && i + 22 + dv.getUint16(i + 20, true) === bytes.length) return i;
  }
  throw new ZipFormatError("no end-of-central-directory record (not a zip, or truncated)");
}

function big(dv: DataView, at: number): number {
  const value = dv.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError("zip64 field out of range");
  return Number(value);
}

function entryKind(madeBy: number, external: number, name: string | null): { kind: ZipEntryKind; mode: number } {
  const mode = UNIX_HOSTS.has(madeBy >>> 8) ? (external >>> 16) & 0xffff : 0;
  const type = mode & S_IFMT;
  if (type === 0o120000) return { kind: "link", mode };
  if (type === 0o040000 || (name ?? "").endsWith("/") || (madeBy >>> 8 === 0 && (external & 0x10) !== 0)) return { kind: "directory", mode };
  if (type !== 0 && type !== 0o100000) return { kind: "special", mode };
  return { kind: "file", mode };
}

export function parseZipDirectory(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < 22) throw new ZipFormatError("too short to be a zip");
  const dv = view(bytes);
  const eocd = findEocd(bytes, dv);
  if (dv.getUint16(eocd + 4, true) !== 0 || dv.getUint16(eocd + 6, true) !== 0) throw new ZipFormatError("multi-disk zips are not supported", "unsupported");
  let count = dv.getUint16(eocd + 10, true);
  let cdSize = dv.getUint32(eocd + 12, true);
  let cdOffset = dv.getUint32(eocd + 16, true);
  let cdLimit = eocd;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || dv.getUint32(locator, true) !== ZIP64_LOCATOR) throw new ZipFormatError("zip64 locator missing");
    const at = big(dv, locator + 8);
    if (at + 56 > locator || dv.getUint32(at, true) !== ZIP64_EOCD) throw new ZipFormatError("zip64 end record missing");
    count = big(dv, at + 32);
    cdSize = big(dv, at + 40);
    cdOffset = big(dv, at + 48);
    cdLimit = at;
  }
  if (cdOffset + cdSize > cdLimit) throw new ZipFormatError("central directory runs past its end record");
  // Each central record is at least 46 bytes: a lying count cannot make us loop for long.
  if (count * 46 > cdSize) throw new ZipFormatError("entry count does not fit the central directory");

  const entries: ZipEntry[] = [];
  const spans: Array<[number, number]> = [];
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cdOffset + cdSize || dv.getUint32(p, true) !== CENTRAL) throw new ZipFormatError(`central directory entry ${n} is malformed`);
    const madeBy = dv.getUint16(p + 4, true);
    const flags = dv.getUint16(p + 8, true);
    const method = dv.getUint16(p + 10, true);
    const crc = dv.getUint32(p + 16, true);
    let compressedSize = dv.getUint32(p + 20, true);
    let uncompressedSize = dv.getUint32(p + 24, true);
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    const external = dv.getUint32(p + 38, true);
    let localOffset = dv.getUint32(p + 42, true);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cdOffset + cdSize) throw new ZipFormatError(`central directory entry ${n} overruns the directory`);
    const rawName = bytes.subarray(p + 46, p + 46 + nameLength);
    // Zip64 extended sizes: present, in this order, only for fields saturated at 0xffffffff.
    for (let x = p + 46 + nameLength; x + 4 <= p + 46 + nameLength + extraLength;) {
      const id = dv.getUint16(x, true);
      const size = dv.getUint16(x + 2, true);
      if (x + 4 + size > p + 46 + nameLength + extraLength) throw new ZipFormatError("extra field overruns its entry");
      if (id === 0x0001) {
        let y = x + 4;
        const take = () => {
          if (y + 8 > x + 4 + size) throw new ZipFormatError("zip64 extra field too short");
          const v = big(dv, y);
          y += 8;
          return v;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localOffset === 0xffffffff) localOffset = take();
      }
      x += 4 + size;
    }
    const name = (flags & 0x800) !== 0 ? decodeUtf8(rawName) : (decodeUtf8(rawName) ?? decodeCp437(rawName));
    const { kind, mode } = entryKind(madeBy, external, name);

    if (localOffset + 30 > cdOffset || dv.getUint32(localOffset, true) !== LOCAL) throw new ZipFormatError(`local header of entry ${n} is missing`);
    const localNameLength = dv.getUint16(localOffset + 26, true);
    const localExtraLength = dv.getUint16(localOffset + 28, true);
    const localName = bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength);
    // Two different names for one entry let two unzip tools extract two different files.
    if (localNameLength !== nameLength || !localName.every((b, i) => b === rawName[i])) throw new ZipFormatError(`entry ${n}: local and central names differ`);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > cdOffset) throw new ZipFormatError(`entry ${n} data is truncated or runs into the central directory`);
    spans.push([localOffset, dataEnd]);
    entries.push({
      name,
      rawName,
      kind,
      mode,
      encrypted: (flags & 0x1) !== 0 || method === 99,
      method,
      crc32: crc,
      compressedSize,
      uncompressedSize,
      dataStart,
    });
    p = end;
  }
  // Overlapping entries are how "non-recursive" zip bombs reuse one compressed kernel many times.
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) throw new ZipFormatError("entries overlap");
  return entries;
}
