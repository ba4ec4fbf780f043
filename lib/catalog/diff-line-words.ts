// Word-level changes inside a line diff: a run of removed lines followed by a run of added lines
// is paired line by line, and each pair is compared word by word (longest common subsequence
// of words, spaces and punctuation), so the page can mark just what changed ("rows" → "columns")
// instead of two whole lines. Bounded: long lines and big diffs are left without word marks.
import type { DiffHunk } from "./diff-text-lines";

export type CharRange = { start: number; end: number };

/** Lines with more words than this are not compared word by word. */
export const WORD_DIFF_MAX_TOKENS = 400;
/** Comparison cells (words × words) one file may spend on word marks. */
export const WORD_DIFF_BUDGET = 2_000_000;

const TOKEN = /\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu;

function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Which tokens of a and b are not in their longest common subsequence. */
function changedTokens(a: string[], b: string[]): { a: boolean[]; b: boolean[]; common: number } {
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const changedA = a.map(() => true);
  const changedB = b.map(() => true);
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      changedA[i] = false;
      changedB[j] = false;
      common += a[i]!.length;
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i++;
    else j++;
  }
  return { a: changedA, b: changedB, common };
}

function ranges(tokens: string[], changed: boolean[]): CharRange[] {
  const out: CharRange[] = [];
  let at = 0;
  tokens.forEach((token, index) => {
    const end = at + token.length;
    if (changed[index]) {
      const last = out.at(-1);
      // Join changes separated only by a space: "a b" → "x y" is one mark, not two.
      if (last && (last.end === at || (/^\s+$/.test(tokens[index - 1] ?? "") && last.end === at - tokens[index - 1]!.length))) last.end = end;
      else out.push({ start: at, end });
    }
    at = end;
  });
  return out;
}

/** Adds `changes` (character ranges) to paired removed/added lines, in place. */
export function markWordChanges(hunks: DiffHunk[]): void {
  let budget = WORD_DIFF_BUDGET;
  for (const hunk of hunks) {
    const lines = hunk.lines;
    for (let i = 0; i < lines.length;) {
      if (lines[i]!.kind !== "del") {
        i++;
        continue;
      }
      let dels = i;
      while (dels < lines.length && lines[dels]!.kind === "del") dels++;
      let adds = dels;
      while (adds < lines.length && lines[adds]!.kind === "add") adds++;
      const pairs = Math.min(dels - i, adds - dels);
      for (let k = 0; k < pairs; k++) {
        const removed = lines[i + k]!;
        const added = lines[dels + k]!;
        const a = tokenize(removed.text);
        const b = tokenize(added.text);
        if (a.length > WORD_DIFF_MAX_TOKENS || b.length > WORD_DIFF_MAX_TOKENS || a.length * b.length > budget) continue;
        budget -= a.length * b.length;
        const result = changedTokens(a, b);
        // Lines with little in common are simply different: marking every word would be noise.
        if (result.common * 3 < Math.max(removed.text.length, added.text.length)) continue;
        removed.changes = ranges(a, result.a);
        added.changes = ranges(b, result.b);
      }
      i = adds;
    }
  }
}
