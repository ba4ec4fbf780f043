// User YAML under limits (scanner/yaml): refused before parsing when too large or too deep, in
// time linear in the text; duplicate keys found without comparing every key with every other;
// aliases capped. Each case here hung or killed a process when the text went straight to a parser.
import { describe, expect, it } from "vitest";
import { checkYamlLimits, FRONTMATTER_LIMITS, measureYamlNesting, parseUntrustedYaml, untrustedYamlValue, YAML_SKILL_LIMITS } from "@/scanner/yaml";

const staircase = (levels: number, item: (i: number) => string) => Array.from({ length: levels }, (_, i) => `${" ".repeat(i)}${item(i)}`).join("\n");

describe("measureYamlNesting", () => {
  it.each([
    ["a flat mapping", "name: a\ndescription: b\n", 1, 2],
    ["a nested block mapping", "a:\n  b:\n    c: 1\n", 3, 4],
    ["a compact sequence", "- - - x\n", 3, 4],
    ["flow collections", "a: [1, {b: [2]}]\n", 4, 5],
    ["a block scalar with deep indentation inside", `a: |\n${staircase(200, () => "  x")}\nb: 1\n`, 1, 2],
    ["brackets inside quotes and comments", `a: "[[[["\nb: '{{{{' # [[[[\n`, 1, 2],
  ])("%s", (_name, text, atLeast, atMost) => {
    const depth = measureYamlNesting(text);
    expect(depth).toBeGreaterThanOrEqual(atLeast);
    expect(depth).toBeLessThanOrEqual(atMost);
  });

  it("sees every kind of deep nesting the parsers recurse on", () => {
    expect(measureYamlNesting(`x: ${"[".repeat(1000)}`)).toBeGreaterThan(64);
    expect(measureYamlNesting(`x: ${"{a: ".repeat(1000)}`)).toBeGreaterThan(64);
    expect(measureYamlNesting(staircase(1000, () => "-"))).toBeGreaterThan(64);
    expect(measureYamlNesting(staircase(1000, (i) => `k${i}:`))).toBeGreaterThan(64);
    expect(measureYamlNesting(`${"- ".repeat(1000)}x`)).toBeGreaterThan(64);
    expect(measureYamlNesting(`${"? ".repeat(1000)}x`)).toBeGreaterThan(64);
  });

  it("stops scanning at the first estimate over the limit", () => {
    const text = `x: ${"[".repeat(2_000_000)}`;
    const started = performance.now();
    expect(measureYamlNesting(text, 64)).toBe(65);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("parseUntrustedYaml", () => {
  const limits = FRONTMATTER_LIMITS;

  it("parses ordinary YAML", () => {
    const parsed = parseUntrustedYaml("name: a\nlist: [1, 2]\n", { limits });
    expect(parsed.ok && parsed.doc.toJS()).toEqual({ name: "a", list: [1, 2] });
  });

  it.each([
    ["a million opening brackets", `x: ${"[".repeat(1_000_000)}`, "YAML_TOO_LARGE"],
    ["brackets under the byte limit", `x: ${"[".repeat(60_000)}`, "YAML_TOO_DEEP"],
    ["a staircase of sequences", staircase(300, () => "-"), "YAML_TOO_DEEP"],
    ["a staircase of mappings", staircase(300, (i) => `k${i}:`), "YAML_TOO_DEEP"],
    ["compact sequences on one line", `${"- ".repeat(30_000)}x`, "YAML_TOO_DEEP"],
    ["nested flow mappings", `x: ${"{a: ".repeat(100)}1${"}".repeat(100)}`, "YAML_TOO_DEEP"],
    ["multi-byte text over the byte limit", `x: ${"é".repeat(40_000)}`, "YAML_TOO_LARGE"],
  ])("refuses %s before parsing", (_name, text, code) => {
    const parsed = parseUntrustedYaml(text, { limits });
    expect(parsed.ok ? null : parsed.problem.code).toBe(code);
    expect(checkYamlLimits(text, limits)?.code).toBe(code);
  });

  it("reports duplicate keys like `yaml` does, in linear time", () => {
    const dup = parseUntrustedYaml("a: 1\nb: 2\na: 3\n", { limits });
    expect(dup.ok && dup.doc.errors.map((e) => e.code)).toEqual(["DUPLICATE_KEY"]);
    const nested = parseUntrustedYaml("a:\n  x: 1\n  x: 2\nb: {y: 1, y: 2}\n", { limits });
    expect(nested.ok && nested.doc.errors.map((e) => e.code)).toEqual(["DUPLICATE_KEY", "DUPLICATE_KEY"]);
    expect(parseUntrustedYaml("a: 1\na: 2\n", { limits, options: { uniqueKeys: false } }).ok).toBe(true);
    // ~7,000 distinct keys (64 KiB): the package's own check compares every pair (~0.5 s; 13 s at 256 KiB).
    const keys = Array.from({ length: 7000 }, (_, i) => `k${i}: v`).join("\n");
    const started = performance.now();
    const many = parseUntrustedYaml(keys, { limits });
    expect(many.ok && many.doc.errors).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("caps alias expansion when values are built", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(", ")}]`,
      );
    const parsed = parseUntrustedYaml(levels.join("\n"), { limits });
    expect(parsed.ok).toBe(true);
    const value = parsed.ok ? untrustedYamlValue(parsed.doc, limits) : null;
    expect(value && !value.ok && value.code).toBe("YAML_ALIAS_LIMIT");
  });

  it("allows a single-file .yaml skill more bytes than a frontmatter, the same depth", () => {
    const long = `name: a\ninstructions: |\n${"  line of instructions\n".repeat(5000)}`;
    expect(parseUntrustedYaml(long, { limits }).ok).toBe(false);
    expect(parseUntrustedYaml(long, { limits: YAML_SKILL_LIMITS }).ok).toBe(true);
    expect(YAML_SKILL_LIMITS.maxDepth).toBe(FRONTMATTER_LIMITS.maxDepth);
  });
});
