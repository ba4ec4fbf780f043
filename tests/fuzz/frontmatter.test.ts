// Hostile SKILL.md frontmatter (fast-check): YAML bombs (billion laughs, merge-key fan-out), deep
// flow and block nesting, huge scalars and keys, odd encodings (UTF-16, lone surrogates, NUL, BOMs,
// CR-only and Unicode line breaks) and random text. The parser, the validator and the scanner each
// answer with diagnostics and findings, never an exception, within a bounded time per case.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readBundle } from "@/lib/bundle";
import { MAX_ALIAS_COUNT, MAX_FRONTMATTER_BYTES, MAX_FRONTMATTER_DEPTH, parseFrontmatter } from "@/lib/skill-format/frontmatter/parse-frontmatter";
import { validateSkill } from "@/lib/skill-format";
import { scanSkill } from "@/scanner";
import { fuzzParams, within } from "./fuzz-settings";

const encoder = new TextEncoder();

/** Parse, then validate and scan as a one-file bundle: all three must answer. */
async function pipeline(markdown: string | Uint8Array): Promise<{ codes: string[] }> {
  const bytes = typeof markdown === "string" ? encoder.encode(markdown) : markdown;
  const text = new TextDecoder().decode(bytes);
  const parsed = parseFrontmatter(text, "SKILL.md");
  expect(["ok", "missing", "unclosed", "invalid", "not-mapping"]).toContain(parsed.status);
  if (parsed.status === "ok") expect(parsed.data).not.toBeNull();
  const bundle = await readBundle({ kind: "files", files: [{ path: "SKILL.md", bytes }] });
  const validation = validateSkill({ bundle });
  expect(typeof validation.gate.ok).toBe("boolean");
  const report = scanSkill({ files: bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })) });
  expect(["clean", "suspicious", "malicious"]).toContain(report.verdict);
  expect(report.stats.files).toBe(1);
  return { codes: parsed.diagnostics.map((d) => d.code) };
}

const wrap = (yaml: string, body = "\n# Body\n") => `---\n${yaml}\n---\n${body}`;

/** Billion laughs: each level lists `fanout` aliases of the one below. */
function laughs(levels: number, fanout: number): string {
  const lines = ["name: lol", "description: laughs", 'l0: &l0 "lol"'];
  for (let i = 1; i <= levels; i++) lines.push(`l${i}: &l${i} [${Array.from({ length: fanout }, () => `*l${i - 1}`).join(", ")}]`);
  return lines.join("\n");
}

/** Merge-key fan-out: each mapping merges the previous one several times over. */
function mergeBomb(levels: number): string {
  const lines = ["name: merge", "description: merges", "m0: &m0 {a: 1, b: 2}"];
  for (let i = 1; i <= levels; i++) lines.push(`m${i}: &m${i}\n  <<: [*m${i - 1}, *m${i - 1}, *m${i - 1}]\n  k${i}: ${i}`);
  return lines.join("\n");
}

describe("hostile frontmatter", () => {
  test("billion laughs and merge bombs stop at the alias limit", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), async (levels, fanout, merge) => {
        const yaml = merge ? mergeBomb(Math.min(levels, 25)) : laughs(levels, fanout);
        const { codes } = await within(2_000, "YAML bomb", () => pipeline(wrap(yaml)));
        // Expanding more aliases than the limit is refused; small documents parse normally.
        const expansions = merge ? 3 * Math.min(levels, 25) : Array.from({ length: levels }, (_, i) => fanout ** (i + 1)).reduce((a, b) => a + b, 0);
        if (expansions > 10 * MAX_ALIAS_COUNT) expect(codes).toContain("YAML_ALIAS_LIMIT");
      }),
      fuzzParams(400, "YAML bombs"),
    );
  });

  test("deep flow, block and mixed nesting stop at the depth limit without overflowing the stack", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom("flow-seq", "flow-map", "block-map", "block-seq", "mixed"), async (depth, style) => {
        let value: string;
        const d = style.startsWith("block") ? Math.min(depth, 300) : depth;
        if (style === "flow-seq") value = `x: ${"[".repeat(d)}1${"]".repeat(d)}`;
        else if (style === "flow-map") value = `x: ${"{a: ".repeat(d)}1${"}".repeat(d)}`;
        else if (style === "mixed") value = `x: ${"[{a: ".repeat(d)}1${"}]".repeat(d)}`;
        else if (style === "block-map") value = Array.from({ length: d }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n") + " 1";
        else value = `x:\n${Array.from({ length: d }, (_, i) => `${" ".repeat(i * 2)}-`).join("\n")} 1`;
        const yaml = `name: deep\ndescription: nested\n${value}`;
        const { codes } = await within(3_000, "deep nesting", () => pipeline(wrap(yaml)));
        const bytes = encoder.encode(yaml).length;
        if (d > MAX_FRONTMATTER_DEPTH + 2 && bytes <= MAX_FRONTMATTER_BYTES)
          expect(codes.some((c) => c === "FRONTMATTER_TOO_DEEP" || c === "YAML_SYNTAX")).toBe(true);
        if (bytes > MAX_FRONTMATTER_BYTES) expect(codes).toContain("FRONTMATTER_TOO_LARGE");
      }),
      fuzzParams(150, "deep nesting"),
    );
  });

  test("huge scalars, keys and bodies are bounded by size, not time", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom("description", "key", "block-scalar", "body", "many-keys"),
        fc.constantFrom("a", "é", "🙂", " ", "\\"),
        async (size, where, unit) => {
          const big = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
          let markdown: string;
          if (where === "description") markdown = wrap(`name: huge\ndescription: "${big.replace(/\\/g, "\\\\")}"`);
          else if (where === "key") markdown = wrap(`name: huge\ndescription: big key\n"${big.replace(/\\/g, "\\\\")}": 1`);
          else if (where === "block-scalar") markdown = wrap(`name: huge\ndescription: |\n  ${big}`);
          else if (where === "many-keys")
            markdown = wrap(`name: huge\ndescription: keys\n${Array.from({ length: Math.min(size, 20_000) }, (_, i) => `k${i}: ${i}`).join("\n")}`);
          else markdown = wrap("name: huge\ndescription: big body", `\n${big}\n`);
          const { codes } = await within(5_000, "huge scalar", () => pipeline(markdown));
          if (where !== "body" && encoder.encode(markdown).length > MAX_FRONTMATTER_BYTES + 200) expect(codes).toContain("FRONTMATTER_TOO_LARGE");
        },
      ),
      fuzzParams(100, "huge scalars"),
    );
  });

  test("odd encodings: UTF-16, BOMs, lone surrogates, NUL, CR-only and Unicode line breaks", async () => {
    const line = fc.constantFrom("\n", "\r\n", "\r", "\u2028", "\u0085", "\u000b");
    const text = fc.string({ unit: "binary", maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        line,
        fc.constantFrom("utf8", "utf8-bom", "utf16le", "utf16be", "latin1", "raw"),
        fc.uint8Array({ maxLength: 64 }),
        async (name, description, eol, encoding, raw) => {
          const source = ["---", `name: ${name}`, `description: ${description}`, "---", "", "# Title", "body"].join(eol);
          let bytes: Uint8Array;
          if (encoding === "utf8") bytes = encoder.encode(source);
          else if (encoding === "utf8-bom") bytes = encoder.encode(`\uFEFF${source}`);
          else if (encoding === "utf16le") bytes = new Uint8Array(Buffer.from(`\uFEFF${source}`, "utf16le"));
          else if (encoding === "utf16be") bytes = new Uint8Array(Buffer.from(`\uFEFF${source}`, "utf16le").swap16());
          else if (encoding === "latin1") bytes = new Uint8Array(Buffer.from(source, "latin1"));
          else bytes = new Uint8Array([...encoder.encode("---\nname: "), ...raw, ...encoder.encode("\ndescription: x\n---\n")]);
          await within(2_000, "odd encoding", () => pipeline(bytes));
        },
      ),
      fuzzParams(1000, "odd encodings"),
    );
  });

  test("random YAML-ish text between the fences", async () => {
    const token = fc.constantFrom(
      "name:",
      "description:",
      " ",
      "\n",
      "  ",
      "- ",
      "&a ",
      "*a",
      "<<: ",
      "{",
      "}",
      "[",
      "]",
      ",",
      "!!binary ",
      "!!js/function ",
      "? ",
      ": ",
      "|",
      ">",
      '"',
      "'",
      "#",
      "%YAML 1.1\n",
      "---\n",
      "...\n",
      "\t",
      "~",
      "null",
      "0x1F",
      "1e999",
      "-.inf",
      "2001-12-14t21:59:43.10-05:00",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(token, fc.string({ maxLength: 6 })), { maxLength: 80 }), async (parts) => {
        await within(2_000, "random YAML", () => pipeline(wrap(parts.join(""))));
      }),
      fuzzParams(1500, "random YAML"),
    );
  });
});
