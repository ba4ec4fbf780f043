// Encodings that no alphabet run gives away (base32, base85/ascii85, uuencode) decoded where code names
// the decoder: `base64.b32decode('…')`, `b85decode(b'…')`, Perl `unpack('u', q{…})`, Ruby `'…'.unpack('u')`.
// The call names the format, so only that format is tried; the literal is decoded, never the line.

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
const B85_VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < B85.length; i++) B85_VALUE[B85.charCodeAt(i)] = i;

export function decodeBase32(s: string, maxOut: number): Uint8Array | undefined {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < s.length && out.length < maxOut; i++) {
    const c = s.charCodeAt(i);
    if (c === 61 || c === 32 || c === 10 || c === 13) continue; // '=' padding, wrapped lines
    const v = B32.indexOf(String.fromCharCode(c).toUpperCase());
    if (v < 0) return undefined;
    acc = ((acc << 5) | v) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** Python's b85 alphabet (RFC 1924) or Adobe ascii85 (`<~ … ~>`, `z` for four zero bytes). */
export function decodeBase85(s: string, maxOut: number, ascii85: boolean): Uint8Array | undefined {
  const text = ascii85 ? s.replace(/^<~/, "").replace(/~>$/, "") : s;
  const out: number[] = [];
  let group = 0;
  let count = 0;
  const flush = (n: number) => {
    for (let k = 3; k >= 4 - n; k--) out.push((group >>> (8 * k)) & 0xff);
  };
  for (let i = 0; i < text.length && out.length < maxOut; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (ascii85 && c === 122 && count === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const v = ascii85 ? (c >= 33 && c <= 117 ? c - 33 : -1) : c < 128 ? B85_VALUE[c]! : -1;
    if (v < 0) return undefined;
    group = group * 85 + v;
    if (++count === 5) {
      if (group > 0xffffffff) return undefined;
      flush(4);
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    const pad = 5 - count;
    for (let k = 0; k < pad; k++) group = group * 85 + 84;
    if (group > 0xffffffff) return undefined;
    flush(4 - pad);
  }
  return Uint8Array.from(out.slice(0, maxOut));
}

/** uuencoded lines (Perl `unpack('u', …)`): a length character, then groups of four 6-bit characters. */
export function decodeUu(s: string, maxOut: number): Uint8Array | undefined {
  const out: number[] = [];
  const value = (ch: number) => (ch - 32) & 0x3f;
  for (const raw of s.split(/\r?\n/)) {
    const line = raw.replace(/^begin \d{3} \S+$|^end$/, "");
    if (!line) continue;
    const n = value(line.charCodeAt(0));
    if (n === 0) continue;
    const want = out.length + n;
    for (let i = 1; out.length < want && i + 1 < line.length + 3; i += 4) {
      const a = value(line.charCodeAt(i));
      const b = value(line.charCodeAt(i + 1) || 32);
      const c = value(line.charCodeAt(i + 2) || 32);
      const d = value(line.charCodeAt(i + 3) || 32);
      for (const byte of [(a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d]) if (out.length < want) out.push(byte & 0xff);
    }
    if (out.length >= maxOut) break;
  }
  return out.length ? Uint8Array.from(out.slice(0, maxOut)) : undefined;
}

/** `b32decode('…')`, `b85decode(b"…")`, `a85decode(…)`, `Base32.decode(…)`: the call and its string literal. */
const PY_CALL = /\b(b32decode|b32hexdecode|b85decode|a85decode|Base32\.decode)\s{0,2}\(\s{0,2}[bB]?(["'])([^"'\\\n]{8,65536})\2/g;
/** Perl `unpack('u', q{…})` / `unpack "u", "…"`. */
const UU_CALL = /\bunpack\s{0,2}\(?\s{0,2}["']u\*?["']\s{0,2},\s{0,2}(?:q\{([^{}]{4,65536})\}|q\(([^()]{4,65536})\)|(["'])([^"'\n]{4,65536})\3)/g;
/** Ruby `"…".unpack('u')` / `.unpack1("u")`: found from the call, the literal read backwards (a regex
 *  starting at every quote would rescan the line from each one). */
const RUBY_UU = /\.unpack1?\s{0,2}\(\s{0,2}["']u\*?["']/g;

function literalBefore(text: string, end: number): { start: number; body: string } | undefined {
  let i = end - 1;
  while (i >= 0 && text.charCodeAt(i) === 32) i--;
  const q = text[i];
  if (q !== '"' && q !== "'") return undefined;
  const open = text.lastIndexOf(q, i - 1);
  if (open < 0 || i - open > 65536 || text.slice(open + 1, i).includes("\n")) return undefined;
  return { start: open, body: text.slice(open + 1, i) };
}

/** Decoder calls read per line: a line of thousands of calls is not a payload we need each of. */
const MAX_CALLS = 32;

export type NamedDecode = { index: number; length: number; layer: string; bytes: Uint8Array };

/** Cue words (lowercase) the trigger pass reports before namedDecodes runs. */
export const NAMED_DECODE_CUES = ["b32decode", "b32hexdecode", "b85decode", "a85decode", "base32.decode", "unpack"] as const;

export function namedDecodes(text: string, maxOut: number): NamedDecode[] {
  const out: NamedDecode[] = [];
  for (const m of text.matchAll(PY_CALL)) {
    if (out.length >= MAX_CALLS) break;
    const fn = m[1]!;
    const body = m[3]!;
    const bytes = fn.startsWith("b32") || fn.startsWith("Base32") ? decodeBase32(body, maxOut) : decodeBase85(body, maxOut, fn === "a85decode");
    if (bytes && bytes.length >= 6) out.push({ index: m.index ?? 0, length: m[0].length, layer: fn.includes("32") ? "base32" : "base85", bytes });
  }
  if (text.includes("unpack")) {
    for (const m of text.matchAll(UU_CALL)) {
      if (out.length >= MAX_CALLS) break;
      const bytes = decodeUu(m[1] ?? m[2] ?? m[4] ?? "", maxOut);
      if (bytes && bytes.length >= 6) out.push({ index: m.index ?? 0, length: m[0].length, layer: "uuencode", bytes });
    }
    let calls = 0;
    for (const m of text.matchAll(RUBY_UU)) {
      if (++calls > MAX_CALLS) break;
      const lit = literalBefore(text, m.index ?? 0);
      const bytes = lit && decodeUu(lit.body, maxOut);
      if (lit && bytes && bytes.length >= 6) out.push({ index: lit.start, length: (m.index ?? 0) + m[0].length - lit.start, layer: "uuencode", bytes });
    }
  }
  return out;
}
