// The publish gate, deliberately small: hygiene violations, no SKILL.md, unreadable frontmatter,
// no usable name or description, and, for a skill that declares OpenClaw fields, values OpenClaw
// itself would drop or misread (it would install or gate the skill wrongly). Everything else is a
// warning or a badge, never a refusal.
import { diagnosticAt } from "../diagnostic";
import type { OpenclawReading } from "../dialects/openclaw-reading";
import type { SkillContext } from "../skill-context";
import type { Diagnostic } from "../types";

export type GateOutcome = { errors: Diagnostic[]; notes: Diagnostic[]; name: string | null; description: string | null };

/** A scalar the registry can use as a name: text, or a number such as `2048`. */
function usableText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export function checkPublishGate(ctx: SkillContext, options: { openclaw?: OpenclawReading } = {}): GateOutcome {
  const errors: Diagnostic[] = ctx.bundle.violations.map((v) => ({ code: v.code, severity: "error", file: v.path ?? "", message: v.message, source: "gate" }));
  const notes: Diagnostic[] = ctx.bundle.warnings.map((w) => ({ code: w.code, severity: "info", file: w.path ?? "", message: w.message, source: "gate" }));
  if (!ctx.skillFile) {
    const nested = ctx.bundle.files.find((f) => /(^|\/)SKILL\.md$/i.test(f.path));
    errors.push({
      code: "SKILL_MD_MISSING",
      severity: "error",
      file: "SKILL.md",
      message: "The bundle has no SKILL.md at its root.",
      hint: nested ? `Found ${nested.path}: upload that folder instead.` : "Add a SKILL.md with name and description frontmatter.",
      source: "gate",
    });
    return { errors, notes, name: null, description: null };
  }
  if (ctx.fm.status !== "ok" || !ctx.data) {
    errors.push(...ctx.fm.diagnostics.filter((d) => d.severity === "error"));
    return { errors, notes, name: null, description: null };
  }
  notes.push(...ctx.fm.diagnostics);
  const data = ctx.data;
  let name = usableText(data.name);
  if (data.name === undefined && ctx.dirName) {
    name = ctx.dirName;
    notes.push(diagnosticAt(ctx, "gate", "info", "NAME_DEFAULTED", `No name in the frontmatter; using the folder/file name "${ctx.dirName}".`));
  }
  if (name === null) {
    errors.push(
      diagnosticAt(
        ctx,
        "gate",
        "error",
        "NAME_MISSING",
        data.name === undefined ? "The frontmatter has no name." : "The frontmatter name is not usable text.",
        data.name === undefined ? undefined : ["name"],
        "Add name: your-skill-name to the frontmatter.",
      ),
    );
  } else if (/[\u0000-\u001f\u007f]/.test(name)) {
    errors.push(diagnosticAt(ctx, "gate", "error", "NAME_MISSING", "The name contains line breaks or control characters.", ["name"]));
    name = null;
  }
  const description = usableText(data.description);
  if (description === null || typeof data.description !== "string") {
    errors.push(
      diagnosticAt(
        ctx,
        "gate",
        "error",
        "DESCRIPTION_MISSING",
        data.description === undefined ? "The frontmatter has no description." : "The description is empty or not text.",
        data.description === undefined ? undefined : ["description"],
        "Add description: what the skill does and when to use it.",
      ),
    );
  }
  if (options.openclaw?.targetsOpenclaw) errors.push(...options.openclaw.diagnostics.filter((d) => d.severity === "error"));
  return { errors, notes, name, description: typeof data.description === "string" ? description : null };
}
