// Small helpers to build diagnostics positioned at a frontmatter key.
import type { YamlPath } from "./frontmatter/locate";
import type { SkillContext } from "./skill-context";
import type { Diagnostic, Severity } from "./types";

export function diagnosticAt(
  ctx: SkillContext,
  source: Diagnostic["source"],
  severity: Severity,
  code: string,
  message: string,
  path?: YamlPath,
  hint?: string,
): Diagnostic {
  const position = path ? ctx.locate(path) : undefined;
  const file = ctx.skillFile?.path ?? "SKILL.md";
  const d: Diagnostic = { code, severity, file, message, source };
  if (position) {
    d.line = position.line;
    d.column = position.column;
  }
  if (hint) d.hint = hint;
  return d;
}

export function dialectResult(diagnostics: Diagnostic[]): { valid: boolean; diagnostics: Diagnostic[] } {
  return { valid: !diagnostics.some((d) => d.severity === "error"), diagnostics };
}
