// The Files tab cuts a file's code table at CODE_TABLE_MAX_LINES (app/_components/skill/code-view.tsx):
// firstLines keeps exactly that many lines, as the table counts them, and says how many there are.
import { describe, expect, test } from "vitest";
import { highlightLines } from "@/lib/render";
import { firstLines } from "@/lib/render/first-lines";

describe("firstLines", () => {
  test.each([
    ["", 3, { text: "", shown: 1, total: 1 }],
    ["a\nb", 3, { text: "a\nb", shown: 2, total: 2 }],
    ["a\nb\nc", 3, { text: "a\nb\nc", shown: 3, total: 3 }],
    ["a\nb\nc\n", 3, { text: "a\nb\nc\n", shown: 3, total: 3 }],
    ["a\nb\nc\n\n", 3, { text: "a\nb\nc\n", shown: 3, total: 4 }],
    ["a\nb\nc\nd", 2, { text: "a\nb\n", shown: 2, total: 4 }],
  ])("%j, at most %i lines", (text, max, expected) => {
    expect(firstLines(text, max)).toEqual(expected);
    expect(highlightLines(text, null)).toHaveLength(expected.total);
    expect(highlightLines(expected.text, null)).toHaveLength(expected.shown);
  });

  test("500,000 empty lines: the table gets exactly the first max rows", () => {
    const cut = firstLines("\n".repeat(500_000), 5000);
    expect({ shown: cut.shown, total: cut.total }).toEqual({ shown: 5000, total: 500_000 });
    expect(highlightLines(cut.text, null)).toHaveLength(5000);
  });
});
