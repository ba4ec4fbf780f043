// Which words of a hit's name and summary matched the query, as UTF-16 ranges (never HTML), so
// every client renders them safely its own way; markHighlights() does it for HTML.
import { synonymsOf } from "./search-synonyms";
import type { HighlightRange } from "./types";

function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    if (Math.min(...row) > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
}

/** Mirrors how the backends match: prefix, a shared stem, a synonym, or a typo in a long word. */
export function wordMatches(word: string, token: string): boolean {
  if (word.startsWith(token)) return true;
  if (synonymsOf(token).some((synonym) => word.startsWith(synonym))) return true;
  if (token.length >= 5) {
    const stem = token.slice(0, Math.max(4, token.length - 3));
    if (word.startsWith(stem)) return true;
    const typos = token.length >= 9 ? 2 : 1;
    if (withinEdits(word, token, typos) || withinEdits(word.slice(0, token.length), token, typos)) return true;
  }
  return false;
}

export function findHighlights(text: string, tokens: string[]): HighlightRange[] {
  if (!text || tokens.length === 0) return [];
  const ranges: HighlightRange[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].toLowerCase();
    if (tokens.some((token) => wordMatches(word, token))) ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}
