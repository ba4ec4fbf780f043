// Turning bytes into text we can scan, and deciding whether decoded bytes are text at all.
import { gunzipCapped, inflateRawCapped, unzlibCapped } from "../archive";

const utf8Fatal = new TextDecoder("utf-8", { fatal: true });
const utf8Lossy = new TextDecoder("utf-8");

export type DecodedText = { text: string; encoding: "utf-8" | "utf-16le" | "utf-16be" | "lossy" };

export function bytesToText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le" };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be" };
  try {
    return { text: utf8Fatal.decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: utf8Lossy.decode(bytes), encoding: "lossy" };
  }
}

/** Share of bytes that are printable text (tabs/newlines, ASCII printable, UTF-8 multibyte). */
export function printableRatio(bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  let ok = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if ((b >= 32 && b < 127) || b === 9 || b === 10 || b === 13 || b >= 0xc2) ok++;
    else if (b >= 0x80 && b < 0xc0) ok++; // UTF-8 continuation bytes
  }
  return ok / bytes.length;
}

/** A blob that is not valid compressed data, or inflates past the budget, is left opaque (reported as a blob). */
function inflateOrNull(run: () => Uint8Array): Uint8Array | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/** UTF-16LE without a byte-order mark (PowerShell's -EncodedCommand): text whose every odd byte is 0. */
function utf16leText(b: Uint8Array): string | undefined {
  if (b.length < 12 || b.length % 2 !== 0) return undefined;
  for (let i = 1; i < b.length; i += 2) if (b[i] !== 0) return undefined;
  const ascii = new Uint8Array(b.length / 2);
  for (let i = 0; i < ascii.length; i++) ascii[i] = b[2 * i]!;
  return printableRatio(ascii) >= 0.9 ? String.fromCharCode(...ascii.subarray(0, 65536)) : undefined;
}

/** Decoded bytes → text if they look like text, unwrapping gzip/zlib once (raw deflate too when the
 *  code names a raw-deflate API: `rawDeflate`, DeflateStream, inflateRaw, gzinflate). Returns layers added. */
export function bytesAsText(bytes: Uint8Array, maxBytes: number, rawDeflate = false): { text: string; layers: string[] } | undefined {
  let data = bytes;
  const layers: string[] = [];
  const wide = utf16leText(data);
  if (wide !== undefined) return { text: wide, layers: ["utf-16le"] };
  if (data.length > 18 && data[0] === 0x1f && data[1] === 0x8b) {
    const inflated = inflateOrNull(() => gunzipCapped(data, maxBytes));
    if (!inflated) return undefined;
    data = inflated;
    layers.push("gzip");
  } else if (data.length > 6 && data[0] === 0x78 && (data[1] === 0x9c || data[1] === 0xda || data[1] === 0x01)) {
    const inflated = inflateOrNull(() => unzlibCapped(data, maxBytes));
    if (inflated) {
      data = inflated;
      layers.push("zlib");
    }
  }
  if (rawDeflate && layers.length === 0 && data.length > 4 && (printableRatio(data) < 0.9 || !isUtf8(data))) {
    const inflated = inflateOrNull(() => inflateRawCapped(data, Math.min(maxBytes, data.length * 64 + 1024)));
    if (inflated) {
      data = inflated;
      layers.push("deflate");
    }
  }
  if (data.length < 6 || printableRatio(data) < 0.9) return undefined;
  // Random bytes (identifiers read as base64) often pass the ratio but not UTF-8: checked here, since a
  // decoder that throws builds an error with a stack each time (a hot spot on real skills).
  if (!isUtf8(data)) return undefined;
  return { text: utf8Fatal.decode(data), layers };
}

/** Whether `b` is well-formed UTF-8 exactly as the fatal decoder (WHATWG) accepts it: no overlong forms,
 *  surrogates, code points above U+10FFFF or truncated sequences. */
export function isUtf8(b: Uint8Array): boolean {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return false;
    if (i + need >= n) return false; // truncated
    const second = b[i + 1]!;
    if (second < lo || second > hi) return false;
    for (let k = 2; k <= need; k++) {
      const x = b[i + k]!;
      if (x < 0x80 || x > 0xbf) return false;
    }
    i += need + 1;
  }
  return true;
}
