// validateSkill: one bundle → gate verdict, every dialect's verdict, lints, manifest and the
// runtime compatibility matrix. Pure: no I/O, no clock, same bundle ⇒ same answer.
import type { Bundle } from "@/lib/bundle";
import { checkAgentOs } from "./dialects/agent-os";
import { checkAgentSkills } from "./dialects/agentskills";
import { checkAsh } from "./dialects/ash";
import { checkOpenclaw } from "./dialects/openclaw";
import { readOpenclawFrontmatter } from "./dialects/openclaw-reading";
import { buildCompatibility } from "./compatibility/build-compatibility";
import { checkPublishGate } from "./gate/check-publish-gate";
import { lintContextCost } from "./lint/lint-context-cost";
import { buildManifest } from "./manifest/build-manifest";
import { buildSkillContext } from "./skill-context";
import { capDiagnostics } from "./cap-diagnostics";
import { DIALECT_IDS, type Diagnostic, type DialectId, type DialectResult, type SkillValidation } from "./types";

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

function merge(groups: Diagnostic[][]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of groups.flat()) {
    const key = `${d.code}|${d.file}|${d.line ?? ""}|${d.column ?? ""}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return sortDiagnostics(capDiagnostics(out));
}

function sortDiagnostics(out: Diagnostic[]): Diagnostic[] {
  // Plain code-unit comparison, not localeCompare: the order must not depend on the server's locale.
  return out.sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0),
  );
}

/** `installDir`: the folder the skill will be installed under (a publish: its slug), which the
 * Agent Skills name check compares with; default: the folder it was read from. */
export function validateSkill(input: { bundle: Bundle; dialect?: DialectId; installDir?: string }): SkillValidation {
  const ctx = buildSkillContext(input.bundle, { installDir: input.installDir });
  const openclaw = readOpenclawFrontmatter(ctx);
  const dialects: Record<DialectId, DialectResult> = {
    agentskills: checkAgentSkills(ctx),
    openclaw: checkOpenclaw(ctx, openclaw),
    ash: checkAsh(ctx),
    "agent-os": checkAgentOs(ctx),
  };
  const gate = checkPublishGate(ctx, { openclaw });
  // Validity is decided on every diagnostic; what is kept and shown is capped (cap-diagnostics.ts).
  const shownDialects = Object.fromEntries(DIALECT_IDS.map((id) => [id, { ...dialects[id], diagnostics: capDiagnostics(dialects[id].diagnostics) }])) as Record<
    DialectId,
    DialectResult
  >;
  // With no dialect chosen only the gate blocks: dialect errors are shown as warnings (badges).
  const dialectDiagnostics = input.dialect
    ? dialects[input.dialect].diagnostics
    : DIALECT_IDS.flatMap((id) => dialects[id].diagnostics.map((d) => (d.severity === "error" ? { ...d, severity: "warning" as const } : d)));
  return {
    name: gate.name,
    description: gate.description,
    frontmatter: ctx.data,
    body: ctx.fm.body,
    manifest: buildManifest(ctx, gate.name),
    diagnostics: merge([gate.errors, gate.notes, dialectDiagnostics, lintContextCost(ctx)]),
    dialects: shownDialects,
    compatibility: buildCompatibility(ctx, dialects),
    gate: { ok: gate.errors.length === 0, errors: capDiagnostics(gate.errors) },
  };
}
