// Differential property test: our strict `agentskills` verdict equals skills-ref's own validate()
// (the real library from node_modules, in-process) on generated skill folders: odd names, YAML
// edge cases, BOM/CRLF, "---" inside values, unexpected keys, non-string values, folder mismatches.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { validateSkill } from "@/lib/skill-format";
import { validate as skillsRefValidate } from "skills-ref";

const root = mkdtempSync(path.join(tmpdir(), "agentskills-diff-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dirNames = [
  "my-skill",
  "My-Skill",
  "pdf",
  "ｐｄｆ",
  "a",
  "skill-1",
  "ünï-code",
  "数据",
  "x--y",
  "-x",
  "café",
  "cafe\u0301",
  "ﬁle",
  "Ⅻ",
  "null",
  "123",
  "true",
  "a".repeat(65),
  "dir with space",
];
const scalar = fc.constantFrom(
  "my-skill",
  "My-Skill",
  "pdf",
  "'pdf'",
  '"pdf "',
  "a",
  "skill-1",
  "ünï-code",
  "数据",
  "x--y",
  "-x",
  "café",
  "ﬁle",
  "file",
  "null",
  "~",
  "",
  "123",
  "0x1F",
  "1_000",
  "2024-01-01",
  "true",
  "[a, b]",
  "{a: 1}",
  "[]",
  "ｐｄｆ",
  "cafe\u0301",
  "Ⅻ",
  "xii",
  "pdf\u00a0",
  "'pdf\t'",
  '"\\u0007"',
  "naïve-ß",
  "İstanbul",
  "a\u0007b",
  "\u00e9\u0301",
  "a".repeat(65),
  "Does things. Use when asked.",
  "Use this: when needed",
  "'quoted: ok'",
  '"with # hash"',
  "x # comment",
  "a---b",
  ">-\n  folded\n  text",
  "|\n  literal",
  "'unterminated",
  "!!str 12",
  "!foo bar",
  "*nope",
  "&a anchored",
  "@at",
  "`tick",
  "%pct",
  "- item",
  '"\\x41"',
  "D".repeat(1025),
  "C".repeat(501),
  "\t tabbed",
);
const key = fc.constantFrom(
  "name",
  "description",
  "license",
  "compatibility",
  "allowed-tools",
  "metadata",
  "version",
  "homepage",
  "user-invocable",
  "Name",
  "name ",
  "<<",
);
const line = fc.oneof(
  fc.tuple(key, scalar).map(([k, v]) => `${k}: ${v}`),
  fc.constantFrom(
    "metadata:\n  author: me\n  version: 1.0",
    "metadata:\n  nested:\n    deep: true",
    "metadata: {}",
    "  indented: x",
    "\tname: tab",
    "# comment",
    "",
    "-",
    "? complex",
    "name: a\nname: b",
    "<<: {license: MIT}",
    "...",
    "--- inner",
  ),
);
const opening = fc.constantFrom("---\n", "---\r\n", "--- \n", "\uFEFF---\n", "", "----\n", "---");
const closing = fc.constantFrom("---\n", "---\r\n", "--- trailing\n", "", "...\n");
const skill = fc.record({
  dir: fc.constantFrom(...dirNames),
  file: fc.constantFrom("SKILL.md", "SKILL.md", "SKILL.md", "skill.md", "Skill.md"),
  // A second skill file differing only by case: skills-ref picks SKILL.md, then skill.md.
  twin: fc.constantFrom(null, null, null, "SKILL.md", "skill.md", "Skill.md", "SKILL.MD"),
  text: fc
    .tuple(opening, fc.array(line, { maxLength: 6 }), closing, fc.constantFrom("", "# Body\n", "body with --- dashes\n"))
    .map(([o, ls, c, b]) => `${o}${ls.join("\n")}${ls.length ? "\n" : ""}${c}${b}`),
});

let counter = 0;
async function verdicts(sample: { dir: string; file: string; twin: string | null; text: string }) {
  const dir = path.join(root, String(counter++), sample.dir);
  mkdirSync(dir, { recursive: true });
  if (sample.twin && sample.twin !== sample.file) writeFileSync(path.join(dir, sample.twin), "---\nname: twin\n---\n");
  writeFileSync(path.join(dir, sample.file), sample.text);
  const reference = (await skillsRefValidate(dir)) as string[];
  const bundle = await readBundle({ kind: "directory", path: dir }, { onViolation: "collect" });
  const ours = validateSkill({ bundle, dialect: "agentskills" }).dialects.agentskills;
  return {
    reference: reference.length === 0,
    ours: ours.valid,
    referenceErrors: reference,
    ourErrors: ours.diagnostics.filter((d) => d.severity === "error").map((d) => d.message),
  };
}

describe("agentskills dialect vs skills-ref", () => {
  it("agrees on generated skill folders", async () => {
    await fc.assert(
      fc.asyncProperty(skill, async (sample) => {
        const v = await verdicts(sample);
        expect({ sample, ours: v.ours, ourErrors: v.ourErrors }).toEqual({ sample, ours: v.reference, ourErrors: v.ourErrors });
      }),
      { numRuns: Number(process.env.DIFF_RUNS ?? 300), seed: process.env.DIFF_SEED ? Number(process.env.DIFF_SEED) : undefined },
    );
  }, 120_000);

  it("reports the same number of problems as skills-ref when both reject", async () => {
    await fc.assert(
      fc.asyncProperty(skill, async (sample) => {
        const v = await verdicts(sample);
        if (!v.reference && !v.ours) expect(v.ourErrors.length).toBe(v.referenceErrors.length);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
