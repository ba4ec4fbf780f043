// A diff line's changed words are wrapped in .diff-word without changing the text, across token
// boundaries, and the text stays escaped.
import { describe, expect, it } from "vitest";
import { highlightMarkedLine } from "@/lib/render";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const marked = (html: string) => [...html.matchAll(/<span class="diff-word">(.*?)<\/span>(?:<\/span>)?/g)].map((match) => text(match[1]!));

describe("highlightMarkedLine", () => {
  it("keeps the text and marks exactly the ranges, cutting tokens where needed", () => {
    const line = 'print(len(rows[0]), "columns")';
    const html = highlightMarkedLine(line, "python", [
      { start: 14, end: 17 },
      { start: 21, end: 28 },
    ]);
    expect(text(html)).toBe(line);
    expect(html).toContain("tok-");
    expect(marked(html).join("")).toBe("[0]columns");
  });

  it("escapes markup in the line, marked or not", () => {
    const html = highlightMarkedLine("<script>alert(1)</script>", null, [{ start: 0, end: 8 }]);
    expect(html).not.toContain("<script>");
    expect(text(html)).toBe("<script>alert(1)</script>");
  });
});
