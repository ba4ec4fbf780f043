// Lenient frontmatter parsing: BOM/CRLF, positions of YAML errors, and the resource guards
// (alias expansion, size, depth) that keep a hostile SKILL.md from hurting the server.
import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "@/lib/skill-format";

const codes = (text: string) => parseFrontmatter(text, "SKILL.md").diagnostics.map((d) => d.code);

describe("parseFrontmatter", () => {
  it("splits frontmatter from body and reports where the body starts", () => {
    const fm = parseFrontmatter("---\nname: a\ndescription: b\n---\n# Title\ntext\n", "SKILL.md");
    expect(fm.status).toBe("ok");
    expect(fm.data).toEqual({ name: "a", description: "b" });
    expect(fm.body).toBe("# Title\ntext\n");
    expect(fm.bodyLine).toBe(5);
  });

  it("tolerates a byte-order mark and CRLF line endings", () => {
    const fm = parseFrontmatter("\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nbody\r\n", "SKILL.md");
    expect(fm).toMatchObject({ status: "ok", bom: true, crlf: true, data: { name: "a", description: "b" }, body: "body\n" });
  });

  it("only closes on a line that is exactly ---, so dashes inside values survive", () => {
    const fm = parseFrontmatter("---\nname: a---b\ndescription: 'x --- y'\n---\n", "SKILL.md");
    expect(fm.data).toEqual({ name: "a---b", description: "x --- y" });
  });

  it("reports YAML errors with the file line and column", () => {
    const fm = parseFrontmatter("---\nname: a\ndescription: Use it: now\n---\n", "SKILL.md");
    const error = fm.diagnostics.find((d) => d.code === "YAML_SYNTAX")!;
    expect(fm.status).toBe("invalid");
    expect({ line: error.line, column: error.column, severity: error.severity }).toEqual({ line: 3, column: 14, severity: "error" });
  });

  it("reports duplicate keys", () => {
    expect(codes("---\nname: a\nname: b\n---\n")).toContain("YAML_SYNTAX");
  });

  it("reports a missing, unclosed or non-mapping frontmatter", () => {
    expect(codes("# no frontmatter\n")).toEqual(["FRONTMATTER_MISSING"]);
    expect(codes("---\nname: a\n")).toEqual(["FRONTMATTER_UNCLOSED"]);
    expect(codes("---\n- a\n- b\n---\n")).toEqual(["FRONTMATTER_NOT_MAPPING"]);
    expect(codes("---\njust a string\n---\n")).toEqual(["FRONTMATTER_NOT_MAPPING"]);
  });

  it("treats an empty block as an empty mapping", () => {
    expect(parseFrontmatter("---\n---\nbody", "SKILL.md")).toMatchObject({ status: "ok", data: {} });
  });

  it("stops an alias bomb (billion laughs) instead of expanding it", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(", ")}]`,
      );
    const started = Date.now();
    expect(codes(`---\n${levels.join("\n")}\n---\n`)).toContain("YAML_ALIAS_LIMIT");
    expect(Date.now() - started).toBeLessThan(5000); // 10^9 strings would never finish
  });

  it("refuses frontmatter over 64 KiB and nesting deeper than 64 levels", () => {
    expect(codes(`---\nname: a\ndescription: ${"x".repeat(70 * 1024)}\n---\n`)).toEqual(["FRONTMATTER_TOO_LARGE"]);
    expect(codes(`---\nname: ${"[".repeat(100)}${"]".repeat(100)}\n---\n`)).toEqual(["FRONTMATTER_TOO_DEEP"]);
    expect(codes(`---\nx: ${"[".repeat(20000)}${"]".repeat(20000)}\n---\n`)).toEqual(["FRONTMATTER_TOO_DEEP"]);
    const block = Array.from({ length: 80 }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n");
    expect(codes(`---\n${block} v\n---\n`)).toEqual(["FRONTMATTER_TOO_DEEP"]);
  });

  it("surfaces unknown tags as warnings, not errors", () => {
    const fm = parseFrontmatter("---\nname: !custom a\ndescription: b\n---\n", "SKILL.md");
    expect(fm.status).toBe("ok");
    expect(fm.diagnostics.map((d) => [d.code, d.severity])).toEqual([["YAML_WARNING", "warning"]]);
  });
});
