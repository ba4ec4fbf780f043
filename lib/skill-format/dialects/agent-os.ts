// The Agent OS dialect: version, author, required packages, keywords, and scripts documented with
// their usage. Declared script paths must exist in the bundle.
import { diagnosticAt, dialectResult } from "../diagnostic";
import { agentOsFrontmatterSchema, agentOsScriptListSchema, agentOsScriptMapSchema, type AgentOsScript } from "../schemas/agent-os-frontmatter";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectResult } from "../types";
import { frontmatterProblems } from "./frontmatter-problems";
import { zodDiagnostics } from "./zod-diagnostics";

function scriptSchemaFor(scripts: unknown) {
  return Array.isArray(scripts) ? agentOsScriptListSchema : agentOsScriptMapSchema;
}

export function agentOsScripts(scripts: unknown): AgentOsScript[] {
  if (typeof scripts !== "object" || scripts === null) return [];
  const parsed = scriptSchemaFor(scripts).safeParse(scripts);
  if (!parsed.success) return [];
  return Array.isArray(parsed.data) ? parsed.data : Object.entries(parsed.data).map(([name, details]) => ({ name, ...details }));
}

export function checkAgentOs(ctx: SkillContext): DialectResult {
  const early = frontmatterProblems(ctx, "agent-os");
  if (early) return dialectResult(early);
  const data = ctx.data!;
  const out: Diagnostic[] = [];
  const parsed = agentOsFrontmatterSchema.safeParse(data);
  if (!parsed.success) out.push(...zodDiagnostics(ctx, parsed.error.issues, { source: "agent-os", prefix: "AGENT_OS", input: data }));
  if (parsed.success && data.scripts !== undefined) {
    const scriptsParsed = scriptSchemaFor(data.scripts).safeParse(data.scripts);
    if (!scriptsParsed.success)
      out.push(...zodDiagnostics(ctx, scriptsParsed.error.issues, { source: "agent-os", prefix: "AGENT_OS", input: data.scripts, basePath: ["scripts"] }));
  }
  const scripts = agentOsScripts(data.scripts);
  scripts.forEach((script, i) => {
    const path = script.path ?? null;
    if (path !== null && !ctx.fileSet.has(path.replace(/^\.\//, ""))) {
      out.push(
        diagnosticAt(ctx, "agent-os", "error", "AGENT_OS_SCRIPT_MISSING", `scripts: "${script.name}" points at ${path}, which is not in the bundle.`, [
          "scripts",
          Array.isArray(data.scripts) ? i : script.name,
        ]),
      );
    }
  });
  if (data.scripts !== undefined) {
    const documented = new Set(scripts.map((s) => (s.path ?? "").replace(/^\.\//, "")));
    for (const file of ctx.bundle.files) {
      if (file.path.startsWith("scripts/") && !documented.has(file.path)) {
        out.push(
          diagnosticAt(ctx, "agent-os", "warning", "AGENT_OS_SCRIPT_UNDOCUMENTED", `${file.path} has no entry (with usage) under scripts:.`, ["scripts"]),
        );
      }
    }
  }
  return dialectResult(out);
}
