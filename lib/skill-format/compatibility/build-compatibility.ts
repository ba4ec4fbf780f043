// Which runtimes load the skill as-is, and why not. Dialect-backed runtimes reuse the dialect
// verdict; Claude and skills.sh have their own published loading rules.
import type { SkillContext } from "../skill-context";
import type { DialectId, DialectResult, RuntimeId } from "../types";

type Verdict = { loads: boolean; reason?: string };

function fromDialect(result: DialectResult): Verdict {
  const error = result.diagnostics.find((d) => d.severity === "error");
  return error ? { loads: false, reason: error.message } : { loads: true };
}

function frontmatterVerdict(ctx: SkillContext, runtime: string): Verdict | null {
  if (ctx.skillFile?.path !== "SKILL.md") return { loads: false, reason: `${runtime} looks for a file named exactly SKILL.md.` };
  if (ctx.fm.status !== "ok" || !ctx.data)
    return { loads: false, reason: ctx.fm.diagnostics.find((d) => d.severity === "error")?.message ?? "The frontmatter cannot be read." };
  return null;
}

/** Claude's skill rules: name of lowercase letters, digits and hyphens (≤64) without "anthropic" or
 * "claude"; a non-empty description ≤1024 characters; no XML angle brackets in either. */
export function claudeVerdict(ctx: SkillContext): Verdict {
  const early = frontmatterVerdict(ctx, "Claude");
  if (early) return early;
  const { name, description } = ctx.data!;
  if (typeof name !== "string" || !/^[a-z0-9-]{1,64}$/.test(name))
    return { loads: false, reason: "Claude needs a name of at most 64 lowercase letters, digits and hyphens." };
  const reserved = ["anthropic", "claude"].find((word) => name.includes(word));
  if (reserved) return { loads: false, reason: `Claude does not allow the reserved word "${reserved}" in a skill name.` };
  if (typeof description !== "string" || description.trim() === "") return { loads: false, reason: "Claude needs a non-empty description." };
  if (description.length > 1024) return { loads: false, reason: "Claude limits descriptions to 1024 characters." };
  if (/[<>]/.test(description)) return { loads: false, reason: "Claude does not allow < or > (XML tags) in a description." };
  return { loads: true };
}

/** skills.sh (`npx skills add`): a SKILL.md whose frontmatter has string name and description. */
export function skillsShVerdict(ctx: SkillContext): Verdict {
  const early = frontmatterVerdict(ctx, "skills.sh");
  if (early) return early;
  const { name, description } = ctx.data!;
  if (typeof name !== "string" || name.trim() === "") return { loads: false, reason: "skills.sh needs a name in the frontmatter." };
  if (typeof description !== "string" || description.trim() === "") return { loads: false, reason: "skills.sh needs a description in the frontmatter." };
  return { loads: true };
}

export function buildCompatibility(ctx: SkillContext, dialects: Record<DialectId, DialectResult>): Record<RuntimeId, Verdict> {
  return {
    agentskills: fromDialect(dialects.agentskills),
    claude: claudeVerdict(ctx),
    openclaw: fromDialect(dialects.openclaw),
    ash: fromDialect(dialects.ash),
    "agent-os": fromDialect(dialects["agent-os"]),
    "skills-sh": skillsShVerdict(ctx),
  };
}
