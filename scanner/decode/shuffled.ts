// Text stored out of order or shifted, put back by the code that holds it: a Caesar shift by any N
// (`(c - base + n) % 26`, `str.maketrans`), and (index, character) pairs sorted back into a string
// (`"".join(c for _, c in sorted(W))`). Named by their call, like the decoders in named.ts: the shift is
// tried only in a file that does modular arithmetic on letters, the pairs only in one that sorts; a
// shifted literal counts only when one shift reads as code (a command, a URL, a module name).

const LITERAL = /(["'`])([^"'`\\\n]{6,400})\1/g;
/** What a shift must produce to count: words code hides (not any English). */
const CODE_WORDS =
  /\b(?:curl|wget|bash|zsh|child_process|exec(?:Sync)?|eval|system|subprocess|socket|powershell|invoke-expression|require|import\s{1,3}os)\b|https?:\/\/|\|\s{0,2}(?:ba|z)?sh\b/i;

function shift(s: string, n: number): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + n) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + n) % 26) + 97);
    else out += s[i];
  }
  return out;
}

/** Literals of `text` (one line) that read as code under some Caesar shift, decoded; `budget` in characters. */
export function caesarLiterals(text: string, budget: { chars: number }): Array<{ index: number; text: string; n: number }> {
  const out: Array<{ index: number; text: string; n: number }> = [];
  for (const m of text.matchAll(LITERAL)) {
    const body = m[2]!;
    let letters = 0;
    for (let i = 0; i < body.length; i++) {
      const c = body.charCodeAt(i) | 0x20;
      if (c >= 97 && c <= 122) letters++;
    }
    if (letters < 5 || CODE_WORDS.test(body)) continue;
    if ((budget.chars -= body.length * 25) < 0) return out;
    for (let n = 1; n < 26; n++) {
      if (n === 13) continue; // rot13 is read by the named decoders
      const t = shift(body, n);
      if (CODE_WORDS.test(t)) {
        out.push({ index: m.index ?? 0, text: t, n: 26 - n });
        break;
      }
    }
  }
  return out;
}

const PAIR =
  /\(\s{0,2}(?:(\d{1,6})\s{0,2},\s{0,2}(?:"([^"\\\n]{1,4}|\\.)"|'([^'\\\n]{1,4}|\\.)')|(?:"([^"\\\n]{1,4}|\\.)"|'([^'\\\n]{1,4}|\\.)')\s{0,2},\s{0,2}(\d{1,6}))\s{0,2}[)\]]|\[\s{0,2}(\d{1,6})\s{0,2},\s{0,2}(?:"([^"\\\n]{1,4}|\\.)"|'([^'\\\n]{1,4}|\\.)')\s{0,2}\]/g;

/** (index, piece) pairs on one line put in order: the text they spell, when there are at least eight. */
export function sortedPairs(text: string): string | undefined {
  const pairs: Array<[number, string]> = [];
  for (const m of text.matchAll(PAIR)) {
    const idx = Number(m[1] ?? m[6] ?? m[7]);
    const piece = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[8] ?? m[9] ?? "";
    pairs.push([idx, piece.startsWith("\\") ? piece.slice(1) : piece]);
    if (pairs.length > 8192) break;
  }
  if (pairs.length < 8) return undefined;
  pairs.sort((a, b) => a[0] - b[0]);
  return pairs.map((p) => p[1]).join("");
}
