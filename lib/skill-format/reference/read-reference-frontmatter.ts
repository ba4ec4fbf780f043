// SKILL.md frontmatter read exactly the way skills-ref reads it (node_modules/skills-ref/dist/
// parser.js): must start with "---", split on the first two "---" anywhere in the text, parsed by
// js-yaml with its defaults. Using the reference's own YAML parser is what makes our strict
// verdict equal to skills-ref's on odd YAML too (docs/decisions/003-agentskills-strict-parser.md).
// The text passes scanner/yaml's limits first (skills-ref has none; the publish gate refuses the same
// frontmatter for the same reason, so the verdicts only part on texts no skill needs).
import { load, YAMLException } from "js-yaml";
import { checkYamlLimits, FRONTMATTER_LIMITS } from "@/scanner/yaml";

export type ReferenceFrontmatter =
  | { ok: true; metadata: object }
  | {
      ok: false;
      code: "FRONTMATTER_MISSING" | "FRONTMATTER_UNCLOSED" | "YAML_SYNTAX" | "FRONTMATTER_NOT_MAPPING" | "FRONTMATTER_TOO_LARGE" | "FRONTMATTER_TOO_DEEP";
      message: string;
      line: number;
      column: number;
    };

export function readReferenceFrontmatter(content: string): ReferenceFrontmatter {
  if (!content.startsWith("---")) {
    return { ok: false, code: "FRONTMATTER_MISSING", message: "SKILL.md must start with YAML frontmatter (---)", line: 1, column: 1 };
  }
  const parts = content.split("---", 3);
  if (parts.length < 3) {
    return { ok: false, code: "FRONTMATTER_UNCLOSED", message: "SKILL.md frontmatter not properly closed with ---", line: 1, column: 1 };
  }
  const problem = checkYamlLimits(parts[1]!, FRONTMATTER_LIMITS);
  if (problem) {
    const code = problem.code === "YAML_TOO_LARGE" ? "FRONTMATTER_TOO_LARGE" : "FRONTMATTER_TOO_DEEP";
    return { ok: false, code, message: `SKILL.md frontmatter: ${problem.message}`, line: 2, column: 1 };
  }
  let parsed: unknown;
  try {
    parsed = load(parts[1]!);
  } catch (error) {
    const mark = error instanceof YAMLException ? error.mark : undefined;
    const reason = error instanceof YAMLException ? error.reason : String(error);
    // parts[1] begins right after the opening "---" on line 1, column 4.
    const line = 1 + (mark?.line ?? 0);
    const column = (mark?.line ?? 0) === 0 ? 4 + (mark?.column ?? 0) : 1 + (mark?.column ?? 0);
    return { ok: false, code: "YAML_SYNTAX", message: `Invalid YAML in frontmatter: ${reason}`, line, column };
  }
  if (Array.isArray(parsed)) return { ok: false, code: "FRONTMATTER_NOT_MAPPING", message: "SKILL.md frontmatter must be a YAML mapping", line: 2, column: 1 };
  const metadata: unknown = parsed ?? {};
  if (typeof metadata !== "object" || metadata === null) {
    return { ok: false, code: "FRONTMATTER_NOT_MAPPING", message: "SKILL.md frontmatter must be a YAML mapping", line: 2, column: 1 };
  }
  return { ok: true, metadata };
}
