// Finds encoded runs in a line (base64, hex, \x / % escapes, char-code lists) and decodes the ones that
// turn out to be text. Manual scanning keeps this linear on multi-megabyte lines.
import { LIMITS } from "../config";
import { decodeBase64 } from "./base64";
import { decodeCharCodes, decodeEscapes, decodeHex, hexValue } from "./hex";
import { NAMED_DECODE_CUES, namedDecodes } from "./named";
import { serializedStrings } from "./serialized";
import { bytesAsText } from "./text";

/** Inlined base64 alphabet test (hot loop). */
function b64c(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 45 || c === 95;
}
const MIN_B64 = LIMITS.minBase64Chars;
const MIN_HEX = LIMITS.minHexChars;

export type Blob = { index: number; length: number; layers: string[]; text: string };
export type OpaqueBlob = { index: number; length: number };

const MEDIA_DATA_URI = /data:(?:image|font|audio|video)\/[\w.+-]{1,40}(?:;[\w-]{1,40}=[\w.-]{1,40}){0,3};base64,$/i;

const NONE: { blobs: Blob[]; opaque: OpaqueBlob[] } = { blobs: [], opaque: [] };

/** Cue words of the pre-check below, lowercase: the caller's trigger pass reports which ones a line
 *  holds (as bit k + 1 of `cues` for BLOB_CUES[k]), so the exact, case-sensitive checks run only then. */
export const BLOB_CUES: ReadonlyArray<readonly string[]> = [
  ["\\x", "%"],
  ["chr"],
  ["harcode"],
  [".pack("],
  ["bytes("],
  ["[::-1]"],
  [".reverse()"],
  ["char]"],
  ["bytes", "pack"],
  NAMED_DECODE_CUES,
  ["deflate", "inflateraw", "gzinflate", "wbits"],
];
const CUE_ESCAPE = 1 << 1;
const CUE_CHR = 1 << 2;
const CUE_HARCODE = 1 << 3;
const CUE_PACK = 1 << 4;
const CUE_BYTES = 1 << 5;
const CUE_REVERSED = 1 << 6;
const CUE_REVERSE_CALL = 1 << 7;
const CUE_CHAR_BRACKET = 1 << 8;
const CUE_BYTES_PACK = 1 << 9;
const CUE_NAMED = 1 << 10;
const CUE_RAW_DEFLATE = 1 << 11;
/** Every cue bit set: the caller has no trigger pass for this text. */
export const ALL_BLOB_CUES = 0xfff;

const ESCAPE = /\\x[0-9a-fA-F]{2}|%[0-9a-fA-F]{2}/;
const B64_TABLE = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") B64_TABLE[c.charCodeAt(0)] = 1;

/** Whether `text` has a run of MIN_B64 (20) base64/hex alphabet characters. Every such run covers one of
 *  the positions 19, 39, 59, …: only those are probed, and a probe hit is measured left and right, so
 *  each character is read at most twice and most are never read. */
export function hasAlphabetRun(text: string): boolean {
  const n = text.length;
  const want = MIN_B64;
  for (let p = want - 1; p < n; p += want) {
    const c = text.charCodeAt(p);
    if (c >= 128 || B64_TABLE[c] === 0) continue;
    let a = p;
    while (a > p - want + 1) {
      const d = text.charCodeAt(a - 1);
      if (d >= 128 || B64_TABLE[d] === 0) break;
      a--;
    }
    let b = p + 1;
    while (b < n && b - a < want) {
      const d = text.charCodeAt(b);
      if (d >= 128 || B64_TABLE[d] === 0) break;
      b++;
    }
    if (b - a >= want) return true;
  }
  return false;
}

/** Start of the first run of MIN_B64 alphabet characters at or after `from` (counted from `from`), or -1;
 *  probes every MIN_B64th character like hasAlphabetRun. */
function nextAlphabetRun(text: string, from: number): number {
  const n = text.length;
  const want = MIN_B64;
  for (let p = from + want - 1; p < n; p += want) {
    const c = text.charCodeAt(p);
    if (c >= 128 || B64_TABLE[c] === 0) continue;
    let a = p;
    while (a > from) {
      const d = text.charCodeAt(a - 1);
      if (d >= 128 || B64_TABLE[d] === 0) break;
      a--;
    }
    let b = p + 1;
    while (b < n && b - a < want) {
      const d = text.charCodeAt(b);
      if (d >= 128 || B64_TABLE[d] === 0) break;
      b++;
    }
    if (b - a >= want) return a;
  }
  return -1;
}

/** Cheap linear pre-check: a 20-char alphabet run, an escape sequence or a char-code call. `cues` (from
 *  the trigger pass over the lowercased text) only skips checks whose lowercase cue is absent. */
function mayHaveBlob(text: string, cues: number): boolean {
  return (
    hasAlphabetRun(text) ||
    ((cues & CUE_ESCAPE) !== 0 && ESCAPE.test(text)) ||
    ((cues & CUE_CHR) !== 0 && text.includes("chr")) ||
    ((cues & CUE_HARCODE) !== 0 && (text.includes("harCode") || text.includes("harcode"))) ||
    ((cues & CUE_PACK) !== 0 && text.includes(".pack(")) ||
    ((cues & CUE_BYTES) !== 0 && text.includes("bytes(")) ||
    ((cues & CUE_REVERSED) !== 0 && text.includes("[::-1]")) ||
    ((cues & CUE_REVERSE_CALL) !== 0 && text.includes(".reverse()")) ||
    ((cues & CUE_NAMED) !== 0 && /b32|b85|a85|base32|unpack/i.test(text))
  );
}

/** Bytes of the candidate run being decoded: read (and copied into text) before the next run is decoded,
 *  so one buffer serves every run (most candidates are identifiers that decode to nothing). Runs longer
 *  than 64 KiB decode into their own buffer. */
let scratchBuffer = new Uint8Array(1024);
function scratch(runLength: number): Uint8Array | undefined {
  const need = Math.floor((runLength * 3) / 4) + 3;
  if (need > 64 * 1024) return undefined;
  if (scratchBuffer.length < need) scratchBuffer = new Uint8Array(Math.max(need, scratchBuffer.length * 2));
  return scratchBuffer;
}

export function findBlobs(text: string, budget: { bytes: number }, cues = ALL_BLOB_CUES): { blobs: Blob[]; opaque: OpaqueBlob[] } {
  if (text.length < 8 || !mayHaveBlob(text, cues)) return NONE;
  const blobs: Blob[] = [];
  const opaque: OpaqueBlob[] = [];
  const n = text.length;
  const escapes = (cues & CUE_ESCAPE) !== 0;
  let i = 0;
  while (i < n && budget.bytes > 0) {
    const c = text.charCodeAt(i);
    // \xNN and %NN escape runs
    if ((c === 92 && text.charCodeAt(i + 1) === 120) || c === 37) {
      const prefix = c === 92 ? "\\x" : "%";
      let j = i;
      let count = 0;
      while (
        j + prefix.length + 2 <= n &&
        text.startsWith(prefix, j) &&
        hexValue(text.charCodeAt(j + prefix.length)) >= 0 &&
        hexValue(text.charCodeAt(j + prefix.length + 1)) >= 0
      ) {
        j += prefix.length + 2;
        count++;
      }
      if (count >= 8) {
        const decoded = bytesAsText(decodeEscapes(text.slice(i, j), prefix as "\\x" | "%"), budget.bytes);
        if (decoded) {
          blobs.push({ index: i, length: j - i, layers: [prefix === "%" ? "url-escape" : "hex-escape", ...decoded.layers], text: decoded.text });
          budget.bytes -= decoded.text.length;
        }
        i = j;
        continue;
      }
    }
    if (!b64c(c)) {
      if (!escapes) {
        // No escape can start anywhere: jump to the next run long enough to matter.
        const next = nextAlphabetRun(text, i + 1);
        if (next === -1) break;
        i = next;
        continue;
      }
      i++;
      continue;
    }
    // A run of base64/hex alphabet characters.
    let j = i;
    let allHex = true;
    while (j < n && b64c(text.charCodeAt(j))) {
      if (allHex && hexValue(text.charCodeAt(j)) < 0) allHex = false;
      j++;
    }
    while (j < n && text.charCodeAt(j) === 61 && j - i < n) j++; // '=' padding
    const len = j - i;
    const start = i;
    i = j;
    if (len < MIN_B64) continue;
    if (MEDIA_DATA_URI.test(text.slice(Math.max(0, start - 80), start))) continue;
    const run = text.slice(start, j);
    if (allHex && len >= MIN_HEX && len % 2 === 0) {
      const decoded = bytesAsText(decodeHex(run, budget.bytes, scratch(len)), budget.bytes);
      if (decoded) {
        blobs.push({ index: start, length: len, layers: ["hex", ...decoded.layers], text: decoded.text });
        budget.bytes -= decoded.text.length;
        continue;
      }
    }
    if (allHex || !looksLikeBase64(run)) continue;
    const raw = decodeBase64(run, budget.bytes, scratch(len));
    const exe = executableMagic(raw);
    if (exe) {
      // An executable hidden in text: its printable strings are what can be reviewed.
      const text = printableStrings(raw, 6).join("\n");
      blobs.push({ index: start, length: len, layers: ["base64", `executable:${exe}`], text });
      budget.bytes -= text.length;
      continue;
    }
    const serialized = serializedStrings(raw);
    if (serialized) {
      // Python marshal / pickle bytes: the constants and callables they carry are what would run.
      blobs.push({ index: start, length: len, layers: ["base64", serialized.layer], text: serialized.text });
      budget.bytes -= serialized.text.length;
      continue;
    }
    // Raw deflate has no header to recognise: tried when the line names a raw-deflate API, or for any run
    // long enough to be a payload (the blob often sits in a variable lines away from the inflate call).
    const decoded = bytesAsText(raw, budget.bytes, (cues & CUE_RAW_DEFLATE) !== 0 || len >= 64);
    if (decoded) {
      blobs.push({ index: start, length: len, layers: ["base64", ...decoded.layers], text: decoded.text });
      budget.bytes -= decoded.text.length;
    } else if (len >= 2000) {
      opaque.push({ index: start, length: len });
    }
  }
  const codes = charCodeLists(text, cues);
  for (const b of codes) blobs.push(b);
  if ((cues & CUE_NAMED) !== 0 && budget.bytes > 0) {
    for (const d of namedDecodes(text, budget.bytes)) {
      const decoded = serializedStrings(d.bytes) ?? bytesAsText(d.bytes, budget.bytes, (cues & CUE_RAW_DEFLATE) !== 0);
      if (!decoded) continue;
      const layers = "layer" in decoded ? [d.layer, decoded.layer] : [d.layer, ...decoded.layers];
      blobs.push({ index: d.index, length: d.length, layers, text: decoded.text });
      budget.bytes -= decoded.text.length;
    }
  }
  return { blobs, opaque };
}

export function executableMagic(b: Uint8Array): string | undefined {
  if (b.length < 16) return undefined;
  if (b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46) return "ELF";
  if (b[0] === 0x4d && b[1] === 0x5a) return "PE";
  if ((b[0] === 0xcf || b[0] === 0xce) && b[1] === 0xfa && b[2] === 0xed && b[3] === 0xfe) return "Mach-O";
  if (b[0] === 0x00 && b[1] === 0x61 && b[2] === 0x73 && b[3] === 0x6d) return "WebAssembly";
  return undefined;
}

/** Printable ASCII runs of at least `min` characters, as `strings` prints them. */
export function printableStrings(b: Uint8Array, min: number, max = 20000): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= b.length && out.length < max; i++) {
    const c = i < b.length ? b[i]! : 0;
    const ok = c >= 32 && c < 127;
    if (ok && start < 0) start = i;
    if (!ok && start >= 0) {
      if (i - start >= min) out.push(String.fromCharCode(...b.subarray(start, Math.min(i, start + 4096))));
      start = -1;
    }
  }
  return out;
}

/** Paths and identifiers are runs too; real base64 mixes cases and digits and is mostly unbroken by '/'. */
function looksLikeBase64(run: string): boolean {
  let upper = 0;
  let lower = 0;
  let digit = 0;
  let slash = 0;
  const sample = run.length > 4096 ? run.slice(0, 4096) : run;
  for (let k = 0; k < sample.length; k++) {
    const c = sample.charCodeAt(k);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
    else if (c >= 48 && c <= 57) digit++;
    else if (c === 47) slash++;
  }
  if (upper === 0 || lower === 0) return false;
  if (slash > sample.length / 8) return false;
  return upper + digit >= 3;
}

const CHARCODE_RE =
  /(?:fromCharCode|chr|\[char\])\s{0,3}\(?\s{0,3}((?:0x[0-9a-f]{1,4}|\d{1,6})(?:\s{0,3}[,)+]{1,2}\s{0,3}(?:(?:chr\s{0,2}\(|\[char\])\s{0,2})?(?:0x[0-9a-f]{1,4}|\d{1,6})){5,512})/gi;

/** Number lists turned into text by a call around them: map(chr, [...]), bytes([...]), [...].pack('c*'), fromCharCode(...[...]). */
const CODE_LIST_RE =
  /(?:\bmap\s{0,2}\(\s{0,2}chr\s{0,2},\s{0,2}|\bbytes(?:array)?\s{0,2}\(\s{0,2}|fromCharCode\s{0,2}\(\s{0,2}\.\.\.\s{0,2}|\bchr\s{0,2}\(\s{0,2}\w{1,12}\s{0,2}\)\s{1,3}for\s{1,3}\w{1,12}\s{1,3}in\s{1,3})\[\s{0,3}((?:0x[0-9a-f]{1,4}|\d{1,6})(?:\s{0,3},\s{0,3}(?:0x[0-9a-f]{1,4}|\d{1,6})){5,4096})\s{0,3}\]|\[\s{0,3}((?:\d{1,6})(?:\s{0,3},\s{0,3}\d{1,6}){5,4096})\s{0,3}\]\s{0,2}\.pack\s{0,2}\(\s{0,2}["'][cCU]\*["']/gi;
/** A string literal reversed in place: '…'[::-1] (Python), '…'.split('').reverse().join('') (JS). */
const REVERSED_RE =
  /(["'])([^"'\\\n]{12,4096})\1\s{0,2}(?:\[\s{0,2}::\s{0,2}-1\s{0,2}\]|\.split\(\s{0,2}(["'])\3\s{0,2}\)\s{0,2}\.reverse\(\s{0,2}\)\s{0,2}\.join\(\s{0,2}(["'])\4\s{0,2}\))/g;
/** A variable holding a string, reversed where it is used: t = '…'; … t[::-1]. */
const REVERSED_VAR_RE = /\b([A-Za-z_]\w{0,30})\s{0,2}\[\s{0,2}::\s{0,2}-1\s{0,2}\]/g;
/** The same in JS and Python's other spellings: `[...t].reverse()`, `Array.from(t).reverse()`,
 *  `t.split('').reverse()`, `reversed(t)`. */
const REVERSED_JS_VAR_RE =
  /\[\s{0,2}\.\.\.\s{0,2}([A-Za-z_$][\w$]{0,30})\s{0,2}\]\s{0,2}\.reverse\(\)|\bArray\.from\(\s{0,2}([A-Za-z_$][\w$]{0,30})\s{0,2}\)\s{0,2}\.reverse\(\)|\b([A-Za-z_$][\w$]{0,30})\.split\(\s{0,2}(?:""|'')\s{0,2}\)\s{0,2}\.reverse\(\)|\breversed\(\s{0,2}([A-Za-z_]\w{0,30})\s{0,2}\)/g;

/** `cues` gate each regex by words its pre-check needs in the lowercase ("fromcharcode" holds "harcode"). */
function charCodeLists(text: string, cues: number): Blob[] {
  const out: Blob[] = [];
  if ((cues & (CUE_CHR | CUE_HARCODE | CUE_CHAR_BRACKET)) !== 0 && /fromcharcode|chr|char\]/i.test(text)) {
    for (const m of text.matchAll(CHARCODE_RE)) {
      const decoded = decodeCharCodes(m[1] ?? "");
      if (decoded.length >= 6) out.push({ index: m.index ?? 0, length: m[0].length, layers: ["char-codes"], text: decoded });
    }
  }
  if ((cues & (CUE_CHR | CUE_HARCODE | CUE_BYTES_PACK)) !== 0 && text.includes("[") && /chr|bytes|pack|fromCharCode/i.test(text)) {
    for (const m of text.matchAll(CODE_LIST_RE)) {
      const decoded = decodeCharCodes(m[1] ?? m[2] ?? "");
      if (decoded.length >= 6 && !out.some((b) => b.index === m.index))
        out.push({ index: m.index ?? 0, length: m[0].length, layers: ["char-codes"], text: decoded });
    }
  }
  if ((cues & (CUE_REVERSED | CUE_REVERSE_CALL)) !== 0 && (text.includes("[::-1]") || text.includes(".reverse()"))) {
    for (const m of text.matchAll(REVERSED_RE))
      out.push({ index: m.index ?? 0, length: m[0].length, layers: ["reversed"], text: [...(m[2] ?? "")].reverse().join("") });
  }
  return out;
}

/** Reversed variables need the file: `t = '…'` on one line, `os.system(t[::-1])` on another. */
/** PowerShell: `$u = -join ($r.ToCharArray()[-1..-($r.Length)])` reverses the literal held by `$r`. */
const REVERSED_PS_RE = /-join\s{0,2}\(?\s{0,2}\$(\w{1,40})\.ToCharArray\(\)\s{0,2}\[\s{0,2}-1\s{0,2}\.\.\s{0,2}-\(?\s{0,2}\$\1\.Length\s{0,2}\)?\s{0,2}\]/gi;

/** `jsReverse`: the caller's trigger pass saw `.reverse()` or `reversed(` (line-cues.ts SHUFFLE). */
export function reversedAssignments(text: string, jsReverse = true): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  // Every assignment of a literal, by name, read once: looking each use up in the text again would be
  // quadratic in a file of many uses.
  let defs: Map<string, string> | undefined;
  const defOf = (name: string) => (defs ??= literalAssignments(text)).get(name);
  const lineOf = lineCounter(text);
  if (text.includes("ToCharArray"))
    for (const m of text.matchAll(REVERSED_PS_RE)) {
      const def = defOf("$" + m[1]!);
      if (def && out.length < 64) out.push({ line: lineOf(m.index ?? 0), text: [...def].reverse().join("") });
    }
  const python = text.includes("[::-1]");
  const js = jsReverse && (text.includes(".reverse()") || text.includes("reversed("));
  if (!python && !js) return out;
  const uses = [...(python ? text.matchAll(REVERSED_VAR_RE) : []), ...(js ? text.matchAll(REVERSED_JS_VAR_RE) : [])];
  for (const m of uses) {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? "";
    if (!name || out.length >= 64) continue;
    const def = defOf(name) ?? defOf("$" + name);
    if (!def) continue;
    out.push({ line: lineOf(m.index ?? 0), text: [...def].reverse().join("") });
  }
  return out;
}

/** `name = "literal"` at the start of a line (also `const`/`let`/`var`/`my`/`local`, a `$` sigil kept in the
 *  name): the first literal of each name, at most 4096 names. */
const LITERAL_ASSIGNMENT =
  /(?:^|\n)[ \t]{0,12}(?:(?:const|let|var|my|local)[ \t]{1,3})?(\$?[A-Za-z_$][\w$]{0,40})[ \t]{0,2}=[ \t]{0,2}(?:"([^"\n]{8,4096})"|'([^'\n]{8,4096})')/g;

function literalAssignments(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(LITERAL_ASSIGNMENT)) {
    if (!out.has(m[1]!)) out.set(m[1]!, (m[2] ?? m[3])!);
    if (out.size >= 4096) break;
  }
  return out;
}

/** 1-based line of `index`, counted on from the previous call while indices grow (each list of uses is in
 *  text order), so a pass over the uses reads the text a bounded number of times. */
function lineCounter(text: string): (index: number) => number {
  let at = 0;
  let line = 1;
  return (index) => {
    if (index < at) {
      at = 0;
      line = 1;
    }
    for (; at < index; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}
