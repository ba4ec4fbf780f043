// The Agent Skills specification, strict: the verdict is skills-ref's (same frontmatter reading,
// same rules, see reference/). The spec's expectations skills-ref does not enforce are warnings:
// metadata values should be strings, the body should stay under 500 lines, and file references
// should be one level deep.
import { z } from "zod";
import { dialectResult, diagnosticAt } from "../diagnostic";
import { extractLinks } from "../lint/extract-links";
import { readReferenceFrontmatter } from "../reference/read-reference-frontmatter";
import { validateLikeSkillsRef } from "../reference/validate-like-skills-ref";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectResult } from "../types";

export const MAX_BODY_LINES = 500;

/** The frontmatter object as js-yaml produced it, plus the folder name it must match. */
export const agentSkillsFrontmatterSchema = z
  .object({
    metadata: z.custom<object>((value) => typeof value === "object" && value !== null && !Array.isArray(value), "frontmatter must be a mapping"),
    dirName: z.string().nullable(),
  })
  .superRefine(({ metadata, dirName }, zc) => {
    for (const issue of validateLikeSkillsRef(metadata, dirName)) {
      zc.addIssue({ code: "custom", message: issue.message, path: issue.field ? [issue.field] : [], params: { code: issue.code } });
    }
  });

function specWarnings(ctx: SkillContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const metadata = ctx.data?.metadata;
  if (metadata !== undefined && (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))) {
    out.push(
      diagnosticAt(ctx, "agentskills", "warning", "METADATA_NOT_MAPPING", "'metadata' should be a mapping of string keys to string values.", ["metadata"]),
    );
  } else if (metadata) {
    for (const [key, value] of Object.entries(metadata)) {
      if (typeof value !== "string") {
        out.push(
          diagnosticAt(
            ctx,
            "agentskills",
            "warning",
            "METADATA_VALUE_NOT_STRING",
            `metadata.${key} is not a string; the spec maps string keys to string values.`,
            ["metadata", key],
            "Quote the value, or encode structured data as a JSON string.",
          ),
        );
      }
    }
  }
  const lines = ctx.fm.body.split("\n").length;
  if (lines > MAX_BODY_LINES) {
    out.push({
      code: "BODY_TOO_LONG",
      severity: "warning",
      file: ctx.skillFile?.path ?? "SKILL.md",
      line: ctx.fm.bodyLine,
      message: `The body has ${lines} lines; the spec recommends under ${MAX_BODY_LINES}.`,
      hint: "Move detail into references/ files and link to them.",
      source: "agentskills",
    });
  }
  for (const link of extractLinks(ctx.fm.body, ctx.fm.bodyLine)) {
    if (link.path.split("/").length > 2) {
      out.push({
        code: "REFERENCE_TOO_DEEP",
        severity: "warning",
        file: ctx.skillFile?.path ?? "SKILL.md",
        line: link.line,
        column: link.column,
        message: `"${link.target}" is more than one folder deep; the spec asks for references one level deep from SKILL.md.`,
        source: "agentskills",
      });
    }
  }
  if (ctx.skillFile?.path === "skill.md") {
    out.push({
      code: "SKILL_MD_LOWERCASE",
      severity: "warning",
      file: "skill.md",
      message: "The file is named skill.md; the spec (and Claude) expect SKILL.md.",
      source: "agentskills",
    });
  }
  return out;
}

export function checkAgentSkills(ctx: SkillContext): DialectResult {
  if (!ctx.skillFile) {
    return dialectResult([
      { code: "SKILL_MD_MISSING", severity: "error", file: "SKILL.md", message: "Missing required file: SKILL.md", source: "agentskills" },
    ]);
  }
  const file = ctx.skillFile.path;
  const reference = readReferenceFrontmatter(ctx.rawText);
  if (!reference.ok) {
    return dialectResult([
      { code: reference.code, severity: "error", file, line: reference.line, column: reference.column, message: reference.message, source: "agentskills" },
    ]);
  }
  const parsed = agentSkillsFrontmatterSchema.safeParse({ metadata: reference.metadata, dirName: ctx.installDir });
  const errors: Diagnostic[] = (parsed.error?.issues ?? []).map((issue) => {
    const field = issue.path[0];
    const code = (issue as { params?: { code?: string } }).params?.code ?? "AGENTSKILLS_INVALID";
    return diagnosticAt(ctx, "agentskills", "error", code, issue.message, typeof field === "string" ? [field] : undefined);
  });
  return dialectResult([...errors, ...specWarnings(ctx)]);
}
