// The Files tab shows any file a window at a time (lib/render/line-window.ts): lines counted as the
// code table counts them, the line asked for always inside the window, never more than the limits.
import { describe, expect, test } from "vitest";
import { highlightLines } from "@/lib/render";
import { lineWindow, type LineWindowLimits } from "@/lib/render/line-window";

const bytes = (text: string) => new TextEncoder().encode(text);
const roomy: LineWindowLimits = { maxLines: 1000, maxBytes: 1 << 20, maxLineBytes: 1 << 16 };
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `line ${i + 1}`).join("\n");

describe("lineWindow", () => {
  test.each([
    ["", 1],
    ["a", 1],
    ["a\n", 1],
    ["a\nb", 2],
    ["a\nb\n", 2],
    ["a\nb\n\n", 3],
    ["\n\n\n", 3],
  ])("%j has %i lines, as the code table counts them, and a roomy window is all of them", (text, total) => {
    const window = lineWindow(bytes(text), { limits: roomy });
    expect(highlightLines(text, null)).toHaveLength(total);
    expect({ first: window.first, last: window.last, total: window.total }).toEqual({ first: 1, last: total, total });
    expect(highlightLines(window.text, null)).toEqual(highlightLines(text, null));
  });

  test("the line asked for is inside a full window, centred where the file allows", () => {
    const file = bytes(numbered(20_000));
    const limits = { ...roomy, maxLines: 100 };
    const middle = lineWindow(file, { focus: 12_345, limits });
    expect(middle).toMatchObject({ first: 12_296, last: 12_395, total: 20_000, focus: 12_345, pastEnd: false });
    expect(highlightLines(middle.text, null)[12_345 - middle.first]).toBe("line 12345");
    expect(lineWindow(file, { focus: 3, limits })).toMatchObject({ first: 1, last: 100 });
    expect(lineWindow(file, { focus: 19_990, limits })).toMatchObject({ first: 19_901, last: 20_000 });
  });

  test("`from` reads forward; past the end shows the last lines and marks none", () => {
    const file = bytes(`${numbered(300)}\n`);
    const limits = { ...roomy, maxLines: 50 };
    expect(lineWindow(file, { from: 101, limits })).toMatchObject({ first: 101, last: 150, focus: null });
    expect(lineWindow(file, { from: 999, limits })).toMatchObject({ first: 300, last: 300 });
    const past = lineWindow(file, { focus: 301, limits });
    expect(past).toMatchObject({ first: 251, last: 300, total: 300, focus: null, pastEnd: true });
    expect(lineWindow(bytes(""), { focus: 2, limits })).toMatchObject({ first: 1, last: 1, total: 1, pastEnd: true });
  });

  test("the byte budget bounds the window; a line longer than maxLineBytes is cut at a character boundary and counted", () => {
    const long = `${"é".repeat(40_000)}`; // 80,000 bytes on one line
    const text = `${"x".repeat(1000)}\n`.repeat(500) + `${long}\n` + `${"y".repeat(1000)}\n`.repeat(500);
    const window = lineWindow(bytes(text), { focus: 501, limits: { maxLines: 5000, maxBytes: 64 * 1024, maxLineBytes: 16 * 1024 } });
    expect(window.focus).toBe(501);
    expect(window.first).toBeLessThan(501);
    expect(window.last).toBeGreaterThan(501);
    const shownBytes = bytes(window.text).length;
    expect(shownBytes).toBeLessThanOrEqual(64 * 1024);
    const lines = highlightLines(window.text, null);
    expect(lines).toHaveLength(window.last - window.first + 1);
    const cutLine = lines[501 - window.first]!;
    expect(cutLine).toBe("é".repeat(8192)); // 16 KiB of two-byte characters, none split
    expect(window.cut).toEqual({ 501: 80_000 - 16_384 });
  });

  test("500,000 empty lines: a window of maxLines rows, whichever line is asked for", () => {
    const file = bytes("\n".repeat(500_000));
    const limits = { maxLines: 5000, maxBytes: 512 * 1024, maxLineBytes: 64 * 1024 };
    for (const focus of [1, 250_000, 500_000]) {
      const window = lineWindow(file, { focus, limits });
      expect(window.total).toBe(500_000);
      expect(window.last - window.first + 1).toBe(5000);
      expect(highlightLines(window.text, null)).toHaveLength(5000);
    }
  });
});
