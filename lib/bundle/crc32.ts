// CRC-32 for the zips we read and write. Node's native zlib.crc32 (20.15+) is an order of magnitude
// faster than the table loop the scanner's archive reader uses (scanner/archive/crc32.ts).
import * as zlib from "node:zlib";
import { tableCrc32 } from "@/scanner/archive/crc32";

const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

export function crc32(bytes: Uint8Array): number {
  return native ? native(bytes) >>> 0 : tableCrc32(bytes);
}

export { tableCrc32 };
