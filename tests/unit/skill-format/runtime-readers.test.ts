// The small readers the runtime features rest on: package requirement specs, the body's
// `## Scripts` section, categories, paths resolved like hosts resolve them, OpenClaw's value rules,
// and a lone flat file in a multi-file upload.
import { describe, expect, test } from "vitest";
import { readBundle } from "@/lib/bundle";
import { resolveSkillPath } from "@/lib/bundle/resolve-skill-path";
import { parsePackageRequirement } from "@/lib/skill-format/manifest/package-requirement";
import { normalizeCategory, readCategories } from "@/lib/skill-format/manifest/read-categories";
import { readScriptsSection } from "@/lib/skill-format/manifest/read-scripts-section";
import { archiveTypeOf, isContainedDir, isNpmSpec, parseMetadataString, readOpenclawBoolean } from "@/lib/skill-format/schemas/openclaw-values";

describe("package requirements", () => {
  test.each([
    ["pypdf2>=2.0.0", { name: "pypdf2", specifier: ">=2.0.0", ecosystem: "pypi" }],
    ["reportlab", { name: "reportlab", specifier: null, ecosystem: "pypi" }],
    ["requests[socks] >= 2.31, < 3", { name: "requests", specifier: ">=2.31,<3", ecosystem: "pypi" }],
    ["numpy~=1.26", { name: "numpy", specifier: "~=1.26", ecosystem: "pypi" }],
    ['tomli>=2; python_version < "3.11"', { name: "tomli", specifier: ">=2", ecosystem: "pypi" }],
    ["@scope/pkg@^1.2.0", { name: "@scope/pkg", specifier: "^1.2.0", ecosystem: "npm" }],
    ["left-pad@1.3.0", { name: "left-pad", specifier: "1.3.0", ecosystem: "npm" }],
    ["@scope/pkg", { name: "@scope/pkg", specifier: null, ecosystem: "npm" }],
  ])("%s", (spec, expected) => {
    expect(parsePackageRequirement(spec)).toEqual({ spec: spec.trim(), ...expected });
  });

  test.each(["pypdf2=>2.0.0", "x; rm -rf ~", "$(whoami)", "a b", "", "-e git+https://x", "x".repeat(201)])("refuses %j", (spec) => {
    expect(parsePackageRequirement(spec)).toBeNull();
  });
});

describe("the body's ## Scripts section", () => {
  test("### headings with a description and a **Usage** block or inline code; fenced # lines are not headings", () => {
    const body = [
      "# Tool",
      "",
      "## Scripts",
      "",
      "### `extract.py`",
      "Pulls fields out.",
      "",
      "**Usage:**",
      "```bash",
      "# comment, not a heading",
      "python extract.py <in>",
      "```",
      "",
      "### fill.sh",
      "**Usage**: `sh fill.sh <in> <out>`",
      "",
      "### undocumented.py",
      "No usage here.",
      "",
      "## Examples",
      "### not-a-script",
      "**Usage:** `nope`",
    ].join("\n");
    expect(readScriptsSection(body)).toEqual([
      { name: "extract.py", description: "Pulls fields out.", usage: "# comment, not a heading\npython extract.py <in>" },
      { name: "fill.sh", description: null, usage: "sh fill.sh <in> <out>" },
    ]);
    expect(readScriptsSection("no sections at all")).toEqual([]);
  });
});

describe("categories", () => {
  test("category and categories (lists or comma strings, also under metadata), normalised and capped", () => {
    expect(readCategories({ category: "Document Processing", categories: "pdf, Forms", metadata: { category: "web" } })).toEqual([
      "document-processing",
      "pdf",
      "forms",
      "web",
    ]);
    expect(readCategories({ categories: ["a", "b", "c", "d", "e", "f"] })).toHaveLength(5);
    expect(normalizeCategory("  ../etc  ")).toBe("etc");
    expect(normalizeCategory("x".repeat(41))).toBeNull();
  });
});

describe("paths resolved like a host resolves a relative reference", () => {
  test.each([
    ["./references/x.md", "references/x.md"],
    ["references/./x.md", "references/x.md"],
    ["references//x.md", "references/x.md"],
    ["references/../SKILL.md", "SKILL.md"],
    ["references\\x.md", "references/x.md"],
  ])("%s → %s", (raw, expected) => {
    expect(resolveSkillPath(raw)).toEqual({ ok: true, path: expected });
  });

  test.each([
    ["../SKILL.md", "BUNDLE_PATH_TRAVERSAL"],
    ["a/../../b", "BUNDLE_PATH_TRAVERSAL"],
    ["..\\x", "BUNDLE_PATH_TRAVERSAL"],
    ["/etc/passwd", "BUNDLE_ABSOLUTE_PATH"],
    ["C:/x", "BUNDLE_ABSOLUTE_PATH"],
    ["./", "BUNDLE_INVALID_PATH"],
    ["a\u0000b", "BUNDLE_CONTROL_CHARACTER"],
  ])("refuses %j (%s)", (raw, code) => {
    expect(resolveSkillPath(raw)).toMatchObject({ ok: false, code });
  });
});

describe("OpenClaw's value rules", () => {
  test("booleans, npm specs, archive types, target folders, JSON5 metadata", () => {
    expect([readOpenclawBoolean("Yes"), readOpenclawBoolean("off"), readOpenclawBoolean("maybe")]).toEqual([true, false, undefined]);
    expect(["gh", "@scope/x", "x@1.2.3", "x@beta"].every(isNpmSpec)).toBe(true);
    expect(["x@^1", "X", "x@git+ssh://h", "x#y", "-x"].some(isNpmSpec)).toBe(false);
    expect([
      archiveTypeOf(undefined, "https://h/a.tgz"),
      archiveTypeOf(undefined, "https://h/a.tbz2"),
      archiveTypeOf("ZIP", "https://h/a"),
      archiveTypeOf(undefined, "https://h/a.bin"),
    ]).toEqual(["tar.gz", "tar.bz2", "zip", undefined]);
    expect(["bin", "tools/x", "a/../b", "."].every(isContainedDir)).toBe(true);
    expect(["../x", "a/../../x", "/opt", "~/.openclaw/tools/x", "C:\\x", ""].some(isContainedDir)).toBe(false);
    expect(parseMetadataString("{openclaw: {emoji: 'x',},}")).toEqual({ ok: true, value: { openclaw: { emoji: "x" } } });
    expect(parseMetadataString("{nope")).toMatchObject({ ok: false });
  });
});

describe("flat files on every upload shape", () => {
  const encoder = new TextEncoder();
  test("a lone root .md or .yaml among uploaded files is a flat skill named after the file", async () => {
    const md = await readBundle({
      kind: "files",
      files: [{ path: "web-summary.md", bytes: encoder.encode("---\ndescription: d\n---\nBody\n") }],
      rootName: "some-slug",
    });
    expect({ format: md.format, rootName: md.rootName, paths: md.files.map((f) => f.path) }).toEqual({
      format: "markdown",
      rootName: "web-summary",
      paths: ["SKILL.md"],
    });
    const yaml = await readBundle({ kind: "files", files: [{ path: "./notes.yml", bytes: encoder.encode("description: d\ninstructions: Do it.\n") }] });
    expect({ format: yaml.format, rootName: yaml.rootName }).toEqual({ format: "yaml", rootName: "notes" });
    // Not flat: a SKILL.md, a nested file, or more than one file.
    expect((await readBundle({ kind: "files", files: [{ path: "SKILL.md", bytes: encoder.encode("---\nname: a\n---\n") }] })).format).toBe("files");
    expect((await readBundle({ kind: "files", files: [{ path: "docs/a.md", bytes: encoder.encode("x") }] }, { onViolation: "collect" })).format).toBe("files");
  });
});
