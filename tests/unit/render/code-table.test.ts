// The Files tab's code table keeps a window's own line numbers, says where a line was cut, and
// marks the line asked for on a cached table without rebuilding it (lib/render/code-table.ts).
import { describe, expect, test } from "vitest";
import { buildCodeTable, markCodeTableLine } from "@/lib/render/code-table";

describe("buildCodeTable", () => {
  test("rows keep the file's numbers from firstLine; a cut line says how many bytes are left out", () => {
    const html = buildCodeTable("a\nb\n", null, { firstLine: 7001, cut: { 7002: 1234 } });
    expect(html.match(/<tr id="L(\d+)">/g)).toEqual(['<tr id="L7001">', '<tr id="L7002">']);
    expect(html).toContain('data-line="7002"></td><td class="code-text">b<span class="code-cut"');
    expect(html).toContain("… 1,234 more bytes");
    expect(html.match(/code-cut/g)).toHaveLength(1);
  });

  test("markCodeTableLine marks exactly the row asked for, and nothing when it is not in the table", () => {
    const html = buildCodeTable("x\ny\nz\n", null, { firstLine: 10 });
    expect(markCodeTableLine(html, 11).match(/class="code-marked"/g)).toHaveLength(1);
    expect(markCodeTableLine(html, 11)).toContain('<tr id="L11" class="code-marked" aria-current="location">');
    expect(markCodeTableLine(html, 1)).toBe(html);
    expect(markCodeTableLine(html, undefined)).toBe(html);
  });
});
