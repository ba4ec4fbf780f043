// zod issues → diagnostics positioned at the offending frontmatter key. Custom rules carry their
// own code in `params.code`; type and value mismatches get `<PREFIX>_FIELD_INVALID`, missing
// required fields `<PREFIX>_FIELD_MISSING`.
import type { z } from "zod";
import { diagnosticAt } from "../diagnostic";
import type { YamlPath } from "../frontmatter/locate";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectId } from "../types";

export function describePath(path: YamlPath): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const segment of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

/** A union failure says only "Invalid input": report the branch that matched the value's type. */
function flattenUnions(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
    const branch = issue.errors.find((branchIssues) => !branchIssues.some((i) => i.code === "invalid_type" && i.path.length === 0)) ?? null;
    if (!branch) return [issue];
    return flattenUnions(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue));
  });
}

/** `input` is the value that was parsed, to tell a missing field from a wrongly typed one. */
export function zodDiagnostics(
  ctx: SkillContext,
  rawIssues: z.core.$ZodIssue[],
  options: { source: DialectId; prefix: string; input: unknown; basePath?: YamlPath; locatable?: boolean },
): Diagnostic[] {
  return flattenUnions(rawIssues).map((issue) => {
    const path = [...(options.basePath ?? []), ...(issue.path as YamlPath)];
    const custom = (issue as { params?: { code?: string } }).params?.code;
    const missing = issue.code === "invalid_type" && valueAt(options.input, issue.path) === undefined;
    const code = custom ?? `${options.prefix}_FIELD_${missing ? "MISSING" : "INVALID"}`;
    const where = describePath(path) || "frontmatter";
    const message = missing ? `${where} is required` : `${where}: ${issue.message}`;
    return diagnosticAt(ctx, options.source, "error", code, message, options.locatable === false ? options.basePath : path);
  });
}
