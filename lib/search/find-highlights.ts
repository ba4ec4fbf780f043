// Which words of a hit's name and summary matched the query, as UTF-16 ranges (never HTML), so
// every client renders them safely its own way; markHighlights() does it for HTML.
import { synonymsOf } from "./search-synonyms";
import type { HighlightRange } from "./types";

// Two rows of the edit-distance table, reused: highlighting runs on every hit of every search.
let previous = new Int32Array(64);
let current = new Int32Array(64);

function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length + 1 > previous.length) {
    previous = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return false;
    [previous, current] = [current, previous];
  }
  return previous[b.length]! <= max;
}

type TokenMatcher = { token: string; synonyms: string[]; stem: string | null; typos: number };

function matcherOf(token: string): TokenMatcher {
  const long = token.length >= 5;
  return {
    token,
    synonyms: synonymsOf(token),
    stem: long ? token.slice(0, Math.max(4, token.length - 3)) : null,
    typos: !long ? 0 : token.length >= 9 ? 2 : 1,
  };
}

function matches(word: string, { token, synonyms, stem, typos }: TokenMatcher): boolean {
  if (word.startsWith(token)) return true;
  if (synonyms.some((synonym) => word.startsWith(synonym))) return true;
  if (stem !== null) {
    if (word.startsWith(stem)) return true;
    if (withinEdits(word, token, typos) || withinEdits(word.slice(0, token.length), token, typos)) return true;
  }
  return false;
}

/** Mirrors how the backends match: prefix, a shared stem, a synonym, or a typo in a long word. */
export function wordMatches(word: string, token: string): boolean {
  return matches(word, matcherOf(token));
}

export function findHighlights(text: string, tokens: string[]): HighlightRange[] {
  if (!text || tokens.length === 0) return [];
  const matchers = tokens.map(matcherOf);
  const ranges: HighlightRange[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].toLowerCase();
    if (matchers.some((matcher) => matches(word, matcher))) ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}
