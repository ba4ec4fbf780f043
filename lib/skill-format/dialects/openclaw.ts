// The OpenClaw dialect: top-level invocation keys plus metadata.openclaw (or its older aliases),
// given as YAML or as an inline JSON(5) string, read value by value as OpenClaw reads them
// (openclaw-reading.ts): what OpenClaw drops or misreads is an error, what it tolerates a warning.
import { diagnosticAt, dialectResult } from "../diagnostic";
import { OPENCLAW_METADATA_KEYS } from "../schemas/openclaw-metadata";
import { parseMetadataString } from "../schemas/openclaw-values";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectResult } from "../types";
import { frontmatterProblems } from "./frontmatter-problems";
import type { OpenclawReading } from "./openclaw-reading";

export type OpenclawBlock = { key: string; value: unknown; fromJson: boolean } | null;

/** metadata.openclaw (the first alias holding an object, as OpenClaw picks it), decoding metadata given as a JSON(5) string. */
export function findOpenclawBlock(data: Record<string, unknown> | null): { block: OpenclawBlock; jsonError: string | null } {
  let metadata = data?.metadata;
  let fromJson = false;
  if (typeof metadata === "string") {
    const parsed = parseMetadataString(metadata);
    if (!parsed.ok) return { block: null, jsonError: parsed.error };
    metadata = parsed.value;
    fromJson = true;
  }
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) return { block: null, jsonError: null };
  const record = metadata as Record<string, unknown>;
  const key = OPENCLAW_METADATA_KEYS.find((k) => typeof record[k] === "object" && record[k] !== null) ?? OPENCLAW_METADATA_KEYS.find((k) => k in record);
  return { block: key ? { key, value: record[key], fromJson } : null, jsonError: null };
}

export function checkOpenclaw(ctx: SkillContext, reading: OpenclawReading): DialectResult {
  const early = frontmatterProblems(ctx, "openclaw");
  if (early) return dialectResult(early);
  const out: Diagnostic[] = [...reading.diagnostics];
  const { description } = ctx.data!;
  if (!((typeof description === "string" && description.trim()) || typeof description === "number" || typeof description === "boolean")) {
    out.push(
      diagnosticAt(
        ctx,
        "openclaw",
        "error",
        description === undefined ? "OPENCLAW_FIELD_MISSING" : "OPENCLAW_FIELD_INVALID",
        "description is required: OpenClaw skips a skill without one.",
        description === undefined ? undefined : ["description"],
      ),
    );
  }
  if (ctx.data!.name === undefined && ctx.dirName === null && ctx.installDir === null) {
    out.push(diagnosticAt(ctx, "openclaw", "error", "OPENCLAW_NAME_MISSING", "name is required (there is no folder name to fall back on)"));
  }
  return dialectResult(out);
}
