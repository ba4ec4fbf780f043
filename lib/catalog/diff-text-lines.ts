// Line diff of two texts (Myers' O(ND) algorithm) grouped into unified-diff hunks with context.
// Common prefix and suffix are trimmed first; a diff needing more than MAX_EDITS edits is not
// computed (the page says the change is too large to show instead of taking seconds).
import { markWordChanges } from "./diff-line-words";

/** `changes`: on a removed line paired with an added one, the characters that differ (diff-line-words.ts). */
export type DiffLine = {
  kind: "context" | "add" | "del";
  oldNo: number | null;
  newNo: number | null;
  text: string;
  changes?: Array<{ start: number; end: number }>;
};
export type DiffHunk = { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: DiffLine[] };
export type TextDiff = { hunks: DiffHunk[]; additions: number; deletions: number } | { tooLarge: true };

export const MAX_EDITS = 2000;

type Op = { kind: "context" | "add" | "del"; oldIndex: number; newIndex: number };

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Edit script between a[lo..) and b[lo..) sequences of ids, or null beyond MAX_EDITS. */
function myers(a: Int32Array, b: Int32Array): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  if (!found) return null;
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const snapshot = trace[d]!;
    const at = (k: number) => snapshot[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: "context", oldIndex: --x, newIndex: --y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: "add", oldIndex: x, newIndex: --y });
      else ops.push({ kind: "del", oldIndex: --x, newIndex: y });
    }
  }
  return ops.reverse();
}

export function diffTextLines(before: string, after: string, options: { context?: number } = {}): TextDiff {
  const context = options.context ?? 3;
  const a = splitLines(before);
  const b = splitLines(after);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    let id = ids.get(line);
    if (id === undefined) ids.set(line, (id = ids.size));
    return id;
  };
  const midA = Int32Array.from(a.slice(prefix, a.length - suffix), idOf);
  const midB = Int32Array.from(b.slice(prefix, b.length - suffix), idOf);
  const middle = myers(midA, midB);
  if (!middle) return { tooLarge: true };
  const ops: Op[] = [];
  for (let i = 0; i < prefix; i++) ops.push({ kind: "context", oldIndex: i, newIndex: i });
  for (const op of middle) ops.push({ kind: op.kind, oldIndex: op.oldIndex + prefix, newIndex: op.newIndex + prefix });
  for (let i = 0; i < suffix; i++) ops.push({ kind: "context", oldIndex: a.length - suffix + i, newIndex: b.length - suffix + i });

  const hunks: DiffHunk[] = [];
  let additions = 0;
  let deletions = 0;
  let current: { start: number; end: number } | null = null;
  const ranges: Array<{ start: number; end: number }> = [];
  ops.forEach((op, index) => {
    if (op.kind === "context") return;
    if (op.kind === "add") additions++;
    else deletions++;
    const start = Math.max(0, index - context);
    const end = Math.min(ops.length, index + context + 1);
    if (current && start <= current.end) current.end = end;
    else ranges.push((current = { start, end }));
  });
  for (const range of ranges) {
    const slice = ops.slice(range.start, range.end);
    const lines: DiffLine[] = slice.map((op) =>
      op.kind === "add"
        ? { kind: "add", oldNo: null, newNo: op.newIndex + 1, text: b[op.newIndex]! }
        : op.kind === "del"
          ? { kind: "del", oldNo: op.oldIndex + 1, newNo: null, text: a[op.oldIndex]! }
          : { kind: "context", oldNo: op.oldIndex + 1, newNo: op.newIndex + 1, text: a[op.oldIndex]! },
    );
    const first = slice[0]!;
    hunks.push({
      // Unified-diff convention: a side with no lines names the line before the hunk.
      oldStart: lines.find((l) => l.oldNo !== null)?.oldNo ?? first.oldIndex,
      oldLines: lines.filter((l) => l.kind !== "add").length,
      newStart: lines.find((l) => l.newNo !== null)?.newNo ?? first.newIndex,
      newLines: lines.filter((l) => l.kind !== "del").length,
      lines,
    });
  }
  markWordChanges(hunks);
  return { hunks, additions, deletions };
}
