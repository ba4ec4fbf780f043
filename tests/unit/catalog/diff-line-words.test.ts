// Word-level marks inside a line diff: paired removed/added lines mark only what changed;
// unrelated lines, long lines and unpaired lines get no marks.
import { describe, expect, it } from "vitest";
import { WORD_DIFF_MAX_TOKENS } from "@/lib/catalog/diff-line-words";
import { diffTextLines, type DiffLine } from "@/lib/catalog/diff-text-lines";

function changedLines(before: string, after: string): DiffLine[] {
  const diff = diffTextLines(before, after);
  if ("tooLarge" in diff) throw new Error("unexpected");
  return diff.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.kind !== "context");
}

const marked = (line: DiffLine) => (line.changes ?? []).map((range) => line.text.slice(range.start, range.end));

describe("word changes", () => {
  it("marks the changed words of a paired line, on both sides", () => {
    const [removed, added] = changedLines('print(len(rows), "rows")\n', 'print(len(rows[0]), "columns")\n');
    expect(marked(removed!)).toEqual(['"rows"'].map((word) => word.slice(1, -1)));
    expect(marked(added!)).toEqual(["[0]", "columns"]);
  });

  it("joins neighbouring changed words into one mark", () => {
    const [removed, added] = changedLines("the quick brown fox jumps\n", "the slow red fox jumps\n");
    expect(marked(removed!)).toEqual(["quick brown"]);
    expect(marked(added!)).toEqual(["slow red"]);
  });

  it("pairs runs line by line and leaves extra added lines unmarked", () => {
    const lines = changedLines("alpha one\nbeta two\n", "alpha ONE\nbeta TWO\ngamma three\n");
    expect(lines.map((line) => [line.kind, marked(line)])).toEqual([
      ["del", ["one"]],
      ["del", ["two"]],
      ["add", ["ONE"]],
      ["add", ["TWO"]],
      ["add", []],
    ]);
  });

  it("does not mark lines that have little in common, or very long lines", () => {
    const unrelated = changedLines("completely different text here\n", "nothing alike at all, truly\n");
    expect(unrelated.every((line) => line.changes === undefined)).toBe(true);
    const long = Array.from({ length: WORD_DIFF_MAX_TOKENS }, (_, i) => `w${i}`).join(" ");
    const big = changedLines(`${long}\n`, `${long} more\n`);
    expect(big.every((line) => line.changes === undefined)).toBe(true);
  });
});
