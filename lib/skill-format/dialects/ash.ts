// The Ash dialect (dcramer/ash): model/tool preferences, iteration budget, requirements, config
// entries and an input_schema that must be valid JSON Schema. The name may come from the folder.
import { diagnosticAt, dialectResult } from "../diagnostic";
import { ashFrontmatterSchema } from "../schemas/ash-frontmatter";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectResult } from "../types";
import { frontmatterProblems } from "./frontmatter-problems";
import { zodDiagnostics } from "./zod-diagnostics";

export function checkAsh(ctx: SkillContext): DialectResult {
  const early = frontmatterProblems(ctx, "ash");
  if (early) return dialectResult(early);
  const data = ctx.data!;
  const out: Diagnostic[] = [];
  const parsed = ashFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const d of zodDiagnostics(ctx, parsed.error.issues, { source: "ash", prefix: "ASH", input: data })) {
      // One code for every problem inside input_schema, so authors can search for it.
      out.push(d.message.startsWith("input_schema") ? { ...d, code: "ASH_INPUT_SCHEMA_INVALID" } : d);
    }
  }
  if (data.name === undefined && ctx.dirName === null) {
    out.push(diagnosticAt(ctx, "ash", "error", "ASH_NAME_MISSING", "name is required when the skill has no folder name to take it from"));
  }
  if (data.preferred_model !== undefined && data.model !== undefined) {
    out.push(diagnosticAt(ctx, "ash", "warning", "ASH_MODEL_TWICE", "Both preferred_model and model are set; Ash uses preferred_model.", ["model"]));
  }
  const schema = data.input_schema;
  if (
    parsed.success &&
    schema &&
    typeof schema === "object" &&
    (schema as { type?: unknown }).type !== undefined &&
    (schema as { type?: unknown }).type !== "object"
  ) {
    out.push(
      diagnosticAt(ctx, "ash", "warning", "ASH_INPUT_SCHEMA_NOT_OBJECT", "input_schema should describe an object (type: object) of named inputs.", [
        "input_schema",
        "type",
      ]),
    );
  }
  return dialectResult(out);
}
