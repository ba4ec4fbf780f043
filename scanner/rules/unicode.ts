// Invisible and look-alike Unicode: tag characters, zero-width characters, bidi controls, mixed scripts.
// Character-level scans (no regexes over the whole line), run only on lines that contain non-ASCII.

export type UnicodeIssue =
  | { kind: "tags"; index: number; length: number; hidden: string }
  | { kind: "zero-width"; index: number; count: number; inWord: boolean; hidden?: string }
  | { kind: "bidi"; index: number; rtlText: boolean }
  | { kind: "homoglyph"; index: number; token: string };

const isEmojiLike = (cp: number) =>
  cp >= 0x1f000 || (cp >= 0x2600 && cp <= 0x27bf) || cp === 0xfe0f || (cp >= 0x2190 && cp <= 0x2bff) || cp === 0x20e3 || (cp >= 0x1f3fb && cp <= 0x1f3ff);
const isJoiningScript = (cp: number) =>
  (cp >= 0x0590 && cp <= 0x08ff) ||
  (cp >= 0x0900 && cp <= 0x0dff) ||
  (cp >= 0x0f00 && cp <= 0x0fff) ||
  (cp >= 0x1000 && cp <= 0x109f) ||
  (cp >= 0x1780 && cp <= 0x18af) ||
  (cp >= 0xfb1d && cp <= 0xfdff) ||
  (cp >= 0xfe70 && cp <= 0xfeff) ||
  (cp >= 0x0e00 && cp <= 0x0eff) ||
  (cp >= 0x3000 && cp <= 0x9fff) ||
  (cp >= 0xac00 && cp <= 0xd7af) ||
  (cp >= 0x1800 && cp <= 0x18af);
const isRtl = (cp: number) => (cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0xfb1d && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfefc);
const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x180e, 0x3164, 0xffa0, 0x115f, 0x1160, 0x2800]);
const BIDI = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

function script(cp: number): "latin" | "confusable" | "other" | "none" {
  if ((cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122)) return "latin";
  if (
    (cp >= 0x0370 && cp <= 0x03ff) ||
    (cp >= 0x0400 && cp <= 0x052f) ||
    (cp >= 0x0530 && cp <= 0x058f) ||
    (cp >= 0x13a0 && cp <= 0x13ff) ||
    (cp >= 0xff21 && cp <= 0xff5a) ||
    cp === 0x0251 ||
    cp === 0x0261 ||
    (cp >= 0x1d00 && cp <= 0x1d2b)
  )
    return "confusable";
  if (cp >= 0xc0 && cp <= 0x24f) return "latin"; // accented Latin is still Latin
  if (cp > 127 && /\p{L}/u.test(String.fromCodePoint(cp))) return "other";
  return "none";
}

function isLetter(cp: number): boolean {
  return (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122) || (cp > 127 && /[\p{L}\p{M}]/u.test(String.fromCodePoint(cp)));
}

/** Only lines with a character unicodeIssues can report are worth the character walk (hot path). */
const SUSPICIOUS =
  /[\u00AD\u0251\u0261\u0370-\u058F\u115F\u1160\u13A0-\u13FF\u180E\u1D00-\u1D2B\u200B-\u200F\u202A-\u202E\u2060-\u2069\u2800-\u28FF\u3164\uFEFF\uFF21-\uFF5A\uFFA0\uDB40]/;

export function hasSuspiciousUnicode(text: string): boolean {
  return SUSPICIOUS.test(text);
}

export function unicodeIssues(text: string, firstLineOfFile: boolean): UnicodeIssue[] {
  const issues: UnicodeIssue[] = [];
  const cps: number[] = [];
  const idx: number[] = [];
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    cps.push(cp);
    idx.push(i);
    i += cp > 0xffff ? 2 : 1;
  }
  let zw: { index: number; count: number; inWord: boolean; bits: number[] } | undefined;
  let tokenStart = -1;
  let hasLatin = false;
  let hasConf = false;
  const flushToken = (end: number) => {
    if (tokenStart >= 0 && hasLatin && hasConf) {
      const from = idx[tokenStart] ?? 0;
      const to = end < idx.length ? (idx[end] ?? text.length) : text.length;
      issues.push({ kind: "homoglyph", index: from, token: text.slice(from, to) });
    }
    tokenStart = -1;
    hasLatin = false;
    hasConf = false;
  };
  for (let k = 0; k < cps.length; k++) {
    const cp = cps[k] ?? 0;
    const at = idx[k] ?? 0;
    // Unicode tag block: valid only as an emoji flag subdivision (🏴 + tag letters + cancel tag).
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      let j = k;
      let hidden = "";
      while (j < cps.length && (cps[j] ?? 0) >= 0xe0000 && (cps[j] ?? 0) <= 0xe007f) {
        const c = (cps[j] ?? 0) - 0xe0000;
        if (c >= 0x20 && c < 0x7f) hidden += String.fromCharCode(c);
        j++;
      }
      const flag = cps[k - 1] === 0x1f3f4 && cps[j - 1] === 0xe007f && /^[a-z0-9]{2,7}$/.test(hidden);
      if (!flag) issues.push({ kind: "tags", index: at, length: (idx[j] ?? text.length) - at, hidden });
      k = j - 1;
      continue;
    }
    if (ZERO_WIDTH.has(cp)) {
      const prev = cps[k - 1] ?? 0;
      const next = cps[k + 1] ?? 0;
      let allowed = false;
      if (cp === 0xfeff && at === 0 && firstLineOfFile) allowed = true;
      if ((cp === 0x200d || cp === 0x200c) && isEmojiLike(prev) && (isEmojiLike(next) || next === 0)) allowed = true;
      if ((cp === 0x200c || cp === 0x200d || cp === 0x200b) && (isJoiningScript(prev) || isJoiningScript(next))) allowed = true;
      if (cp === 0x2800 && (isBraille(prev) || isBraille(next))) allowed = true;
      if (!allowed) {
        if (!zw) zw = { index: at, count: 0, inWord: false, bits: [] };
        zw.count++;
        if (isLetter(prev) && isLetter(next)) zw.inWord = true;
        if (cp === 0x200b || cp === 0x200c) zw.bits.push(cp === 0x200b ? 0 : 1);
        else if (cp === 0x200d) zw.bits.push(1);
      }
      continue;
    }
    if (BIDI.has(cp)) {
      issues.push({ kind: "bidi", index: at, rtlText: cps.some(isRtl) });
      continue;
    }
    const s = script(cp);
    if (s === "latin" || s === "confusable") {
      if (tokenStart < 0) tokenStart = k;
      if (s === "latin" && cp < 128) hasLatin = true;
      if (s === "confusable") hasConf = true;
    } else {
      flushToken(k);
    }
  }
  flushToken(cps.length);
  if (zw) issues.push({ kind: "zero-width", index: zw.index, count: zw.count, inWord: zw.inWord, hidden: decodeBits(zw.bits) });
  return issues;
}

function isBraille(cp: number): boolean {
  return cp >= 0x2800 && cp <= 0x28ff;
}

/** Zero-width steganography: runs of two invisible characters as bits, 8 per ASCII char. */
function decodeBits(bits: number[]): string | undefined {
  if (bits.length < 32) return undefined;
  let out = "";
  for (let i = 0; i + 8 <= bits.length; i += 8) {
    let v = 0;
    for (let b = 0; b < 8; b++) v = (v << 1) | (bits[i + b] ?? 0);
    if (v < 9 || v > 126) return undefined;
    out += String.fromCharCode(v);
  }
  return out.length >= 4 ? out : undefined;
}

/** Look-alikes of Latin letters (Cyrillic, Greek, IPA, fullwidth) as the letters they imitate. */
const CONFUSABLE_LATIN: Record<number, string> = {};
for (const [from, to] of [
  ["аеорсухіјѕԁһӏԛԝ", "aeopcyxijsdhlqw"],
  ["АВЕКМНОРСТХЅІЈ", "ABEKMHOPCTXSIJ"],
  ["οαινρκυχτ", "oaivpkuxt"],
  ["ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"],
  ["\u0251\u0261", "ag"],
] as const)
  for (let k = 0; k < from.length; k++) CONFUSABLE_LATIN[from.charCodeAt(k)] = to[k]!;

/** The line as it reads to a person (or a model retyping it): zero-width characters inside words
 *  removed and mixed-script words spelled in Latin. Undefined when nothing changes. Words wholly in
 *  another script are left alone (Russian or Greek text is not a disguise). */
export function foldLookalikes(text: string, issues: readonly UnicodeIssue[]): string | undefined {
  const tokens = issues.filter((i): i is Extract<UnicodeIssue, { kind: "homoglyph" }> => i.kind === "homoglyph");
  const zeroWidthInWord = issues.some((i) => i.kind === "zero-width" && i.inWord && !i.hidden);
  if (tokens.length === 0 && !zeroWidthInWord) return undefined;
  let out = "";
  let from = 0;
  for (const t of tokens) {
    out += text.slice(from, t.index);
    for (const ch of t.token) {
      const cp = ch.codePointAt(0)!;
      out += CONFUSABLE_LATIN[cp] ?? (cp >= 0xff01 && cp <= 0xff5e ? String.fromCharCode(cp - 0xfee0) : ch);
    }
    from = t.index + t.token.length;
  }
  out += text.slice(from);
  if (zeroWidthInWord) out = [...out].filter((ch) => !ZERO_WIDTH.has(ch.codePointAt(0)!) && ch !== "\u00ad").join("");
  return out === text ? undefined : out;
}
