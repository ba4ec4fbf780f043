// CRC-32 (IEEE 802.3), as zip stores it: to verify entries we read and to write our own zips.
// Node's native zlib.crc32 (20.15+) is an order of magnitude faster than a table loop in JS.
import * as zlib from "node:zlib";

const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function tableCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32(bytes: Uint8Array): number {
  return native ? native(bytes) >>> 0 : tableCrc32(bytes);
}

export { tableCrc32 };
