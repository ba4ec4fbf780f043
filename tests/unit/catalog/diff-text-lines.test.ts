// Version diffs: the hunks must reproduce both texts exactly, number lines right, and keep the
// context the caller asked for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffTextLines, MAX_EDITS } from "@/lib/catalog/diff-text-lines";

const lines = (text: string) => (text === "" ? [] : text.replace(/\n$/, "").split("\n"));

describe("diffTextLines", () => {
  it("reports one changed line with its context and unified-diff header", () => {
    const diff = diffTextLines("a\nb\nc\nd\ne\nf\ng\n", "a\nb\nc\nD\ne\nf\ng\n", { context: 2 });
    if ("tooLarge" in diff) throw new Error("unexpected");
    expect(diff.additions).toBe(1);
    expect(diff.deletions).toBe(1);
    expect(diff.hunks).toHaveLength(1);
    expect(diff.hunks[0]).toMatchObject({ oldStart: 2, oldLines: 5, newStart: 2, newLines: 5 });
    expect(diff.hunks[0]!.lines.map((line) => `${line.kind}:${line.oldNo ?? "-"}:${line.newNo ?? "-"}:${line.text}`)).toEqual([
      "context:2:2:b",
      "context:3:3:c",
      "del:4:-:d",
      "add:-:4:D",
      "context:5:5:e",
      "context:6:6:f",
    ]);
  });

  it("splits far-apart changes into separate hunks", () => {
    const before = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n");
    const after = before.replace("line 2", "LINE 2").replace("line 27", "LINE 27");
    const diff = diffTextLines(before, after, { context: 3 });
    if ("tooLarge" in diff) throw new Error("unexpected");
    expect(diff.hunks.map((hunk) => [hunk.oldStart, hunk.newStart])).toEqual([
      [1, 1],
      [25, 25],
    ]);
  });

  it("describes a new file and a deleted file", () => {
    expect(diffTextLines("", "x\ny\n")).toEqual({
      additions: 2,
      deletions: 0,
      hunks: [
        {
          oldStart: 0,
          oldLines: 0,
          newStart: 1,
          newLines: 2,
          lines: [
            { kind: "add", oldNo: null, newNo: 1, text: "x" },
            { kind: "add", oldNo: null, newNo: 2, text: "y" },
          ],
        },
      ],
    });
    const removed = diffTextLines("x\n", "");
    expect(removed).toMatchObject({ additions: 0, deletions: 1, hunks: [{ oldStart: 1, oldLines: 1, newStart: 0, newLines: 0 }] });
  });

  it("has no hunks for identical texts", () => {
    expect(diffTextLines("same\n", "same\n")).toEqual({ hunks: [], additions: 0, deletions: 0 });
  });

  it("gives up on diffs beyond the edit budget instead of taking seconds", () => {
    const a = Array.from({ length: MAX_EDITS + 10 }, (_, i) => `a${i}`).join("\n");
    const b = Array.from({ length: MAX_EDITS + 10 }, (_, i) => `b${i}`).join("\n");
    expect(diffTextLines(a, b)).toEqual({ tooLarge: true });
  });

  it("always reproduces both texts from the hunks (full context)", () => {
    const text = fc.array(fc.constantFrom("a", "b", "c", "d", ""), { maxLength: 40 }).map((items) => items.join("\n"));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = diffTextLines(before, after, { context: 1_000_000 });
        if ("tooLarge" in diff) throw new Error("unexpected");
        const all = diff.hunks.flatMap((hunk) => hunk.lines);
        if (all.length === 0) {
          expect(lines(before)).toEqual(lines(after));
          return;
        }
        expect(all.filter((line) => line.kind !== "add").map((line) => line.text)).toEqual(lines(before));
        expect(all.filter((line) => line.kind !== "del").map((line) => line.text)).toEqual(lines(after));
        expect(diff.additions).toBe(all.filter((line) => line.kind === "add").length);
      }),
      { numRuns: 500 },
    );
  });
});
