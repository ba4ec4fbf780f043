// Hex and escape-sequence decoders: "6375726c", "\x63\x75", "%63%75", char-code lists.
export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** `into`: as for decodeBase64, a buffer reused when large enough. */
export function decodeHex(s: string, maxOut = Infinity, into?: Uint8Array): Uint8Array {
  const n = Math.min(Math.floor(s.length / 2), maxOut);
  const out = into && into.length >= n ? into.subarray(0, n) : new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (hexValue(s.charCodeAt(2 * i)) << 4) | hexValue(s.charCodeAt(2 * i + 1));
  return out;
}

/** Decodes a run of `\xNN` / `%NN` escapes (prefix given) into bytes. */
export function decodeEscapes(s: string, prefix: "\\x" | "%"): Uint8Array {
  const out: number[] = [];
  const step = prefix.length + 2;
  for (let i = 0; i + step <= s.length;) {
    if (s.startsWith(prefix, i)) {
      const hi = hexValue(s.charCodeAt(i + prefix.length));
      const lo = hexValue(s.charCodeAt(i + prefix.length + 1));
      if (hi >= 0 && lo >= 0) {
        out.push((hi << 4) | lo);
        i += step;
        continue;
      }
    }
    out.push(s.charCodeAt(i) & 0xff);
    i++;
  }
  return Uint8Array.from(out);
}

/** "99, 117, 114, 108" → "curl" (String.fromCharCode / chr lists). */
export function decodeCharCodes(list: string): string {
  let out = "";
  for (const part of list.split(/[^0-9xa-fA-F]+/)) {
    if (!part) continue;
    const v = part.startsWith("0x") ? parseInt(part.slice(2), 16) : parseInt(part, 10);
    if (Number.isFinite(v) && v > 0 && v < 0x110000) out += String.fromCodePoint(v);
  }
  return out;
}
