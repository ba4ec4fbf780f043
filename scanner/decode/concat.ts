// String literals joined by an operator, folded into one literal: "ev" + "al" → "eval",
// '.' + 's' + 'sh' → '.ssh', "ht" . "tp://" (Perl/PHP), 'a' .. 'b' (Lua). Code built this way hides
// sink names, module names, paths and URLs from every rule that reads the line; the folded line is
// rescanned. One linear pass: each quote either closes at the next same quote or ends the scan for
// that quote kind, so no input makes it quadratic.

/** The operator between two literals, then the opening quote of the next (sticky). */
const JOIN = /\s{0,3}(?:\+|\.\.?)\s{0,3}(["'])/y;

/** A cheap test for the caller: could `foldConcatenation` change this line? */
export const MAY_CONCAT = /["']\s{0,3}(?:\+|\.\.?)\s{0,3}["']/;

/** The line with joined literals folded, or undefined when nothing was joined. */
export function foldConcatenation(text: string): string | undefined {
  let out = "";
  let changed = false;
  let i = 0;
  let copied = 0;
  // Past the last occurrence of a quote kind there is nothing to close: remember where each ends.
  const noMore = { '"': false, "'": false } as Record<string, boolean>;
  while (i < text.length) {
    const c = text[i]!;
    if ((c !== '"' && c !== "'") || noMore[c]) {
      i++;
      continue;
    }
    const close = closing(text, c, i + 1);
    if (close === -1) {
      noMore[c] = true;
      i++;
      continue;
    }
    let value = text.slice(i + 1, close);
    let k = close + 1;
    let joined = false;
    for (;;) {
      JOIN.lastIndex = k;
      const m = JOIN.exec(text);
      if (!m) break;
      const q = m[1]!;
      const start = k + m[0].length;
      const end = closing(text, q, start);
      if (end === -1) break;
      value += text.slice(start, end);
      k = end + 1;
      joined = true;
    }
    if (joined) {
      out += text.slice(copied, i) + c + value.split(c).join("\\" + c) + c;
      copied = k;
      changed = true;
    }
    i = k;
  }
  return changed ? out + text.slice(copied) : undefined;
}

/** Index of the quote that closes a literal opened before `from` (backslash escapes skipped), or -1. */
export function closing(text: string, quote: string, from: number): number {
  let j = text.indexOf(quote, from);
  while (j !== -1 && isEscaped(text, j)) j = text.indexOf(quote, j + 1);
  return j;
}

function isEscaped(text: string, at: number): boolean {
  let n = 0;
  for (let k = at - 1; k >= 0 && text[k] === "\\" && n < 64; k--) n++;
  return n % 2 === 1;
}
