// Tolerant base64 / base64url decoder (no Buffer/atob dependency; ignores padding, stops at junk).
const TABLE = (() => {
  const t = new Int16Array(128).fill(-1);
  const alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (let i = 0; i < 64; i++) t[alpha.charCodeAt(i)] = i;
  t[45] = 62; // '-' (base64url)
  t[95] = 63; // '_'
  return t;
})();

/** `into`: a buffer to decode into when it is large enough (the caller reads the result before it
 *  decodes again; no allocation per candidate run on the hot path), else a new one. */
export function decodeBase64(s: string, maxOut = Infinity, into?: Uint8Array): Uint8Array {
  const cap = Math.min(Math.floor((s.length * 3) / 4) + 3, maxOut);
  const out = into && into.length >= cap ? into : new Uint8Array(cap);
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < s.length && n < cap; i++) {
    const c = s.charCodeAt(i);
    if (c === 61) break; // '=' padding ends the data
    const v = c < 128 ? (TABLE[c] ?? -1) : -1;
    if (v < 0) continue;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, n);
}
