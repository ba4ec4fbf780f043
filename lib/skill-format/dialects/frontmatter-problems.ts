// Shared first step of the lenient dialects: a skill file with a parsed frontmatter mapping.
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectId } from "../types";

export function frontmatterProblems(ctx: SkillContext, source: DialectId): Diagnostic[] | null {
  if (!ctx.skillFile) return [{ code: "SKILL_MD_MISSING", severity: "error", file: "SKILL.md", message: "There is no SKILL.md.", source }];
  if (ctx.fm.status === "ok" && ctx.data) return null;
  return ctx.fm.diagnostics.filter((d) => d.severity === "error").map((d) => ({ ...d, source }));
}
