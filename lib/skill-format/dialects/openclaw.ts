// The OpenClaw dialect: top-level invocation keys plus metadata.openclaw (or its older aliases),
// given as YAML or as an inline JSON string. Fields OpenClaw would silently ignore are warnings.
import { diagnosticAt, dialectResult } from "../diagnostic";
import { openclawFrontmatterSchema } from "../schemas/openclaw-frontmatter";
import { OPENCLAW_INSTALL_KEYS, OPENCLAW_METADATA_FIELDS, OPENCLAW_METADATA_KEYS, OPENCLAW_REQUIRES_KEYS, openclawMetadataSchema } from "../schemas/openclaw-metadata";
import { unknownKeys } from "../schemas/common";
import type { SkillContext } from "../skill-context";
import type { Diagnostic, DialectResult } from "../types";
import { frontmatterProblems } from "./frontmatter-problems";
import { zodDiagnostics } from "./zod-diagnostics";

export type OpenclawBlock = { key: string; value: unknown; fromJson: boolean } | null;

/** metadata.openclaw (first alias present), decoding metadata given as a JSON string. */
export function findOpenclawBlock(data: Record<string, unknown> | null): { block: OpenclawBlock; jsonError: string | null } {
  let metadata = data?.metadata;
  let fromJson = false;
  if (typeof metadata === "string") {
    try {
      metadata = JSON.parse(metadata);
      fromJson = true;
    } catch (error) {
      return { block: null, jsonError: error instanceof Error ? error.message : String(error) };
    }
  }
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) return { block: null, jsonError: null };
  const record = metadata as Record<string, unknown>;
  const key = OPENCLAW_METADATA_KEYS.find((k) => k in record);
  return { block: key ? { key, value: record[key], fromJson } : null, jsonError: null };
}

export function checkOpenclaw(ctx: SkillContext): DialectResult {
  const early = frontmatterProblems(ctx, "openclaw");
  if (early) return dialectResult(early);
  const data = ctx.data!;
  const out: Diagnostic[] = [];
  const top = openclawFrontmatterSchema.safeParse(data);
  if (!top.success) out.push(...zodDiagnostics(ctx, top.error.issues, { source: "openclaw", prefix: "OPENCLAW", input: data }));
  if (data.name === undefined && ctx.dirName === null) {
    out.push(diagnosticAt(ctx, "openclaw", "error", "OPENCLAW_NAME_MISSING", "name is required (there is no folder name to fall back on)"));
  }

  const { block, jsonError } = findOpenclawBlock(data);
  if (jsonError !== null) {
    out.push(diagnosticAt(ctx, "openclaw", "error", "OPENCLAW_METADATA_JSON", `metadata is a string but not valid JSON: ${jsonError}`, ["metadata"]));
  }
  if (block) {
    const base = ["metadata", block.key];
    // Inside a JSON string there are no YAML positions: point at `metadata`.
    const locatable = !block.fromJson;
    if (typeof block.value !== "object" || block.value === null || Array.isArray(block.value)) {
      out.push(diagnosticAt(ctx, "openclaw", "error", "OPENCLAW_METADATA_NOT_OBJECT", `metadata.${block.key} must be an object`, ["metadata"]));
    } else {
      const parsed = openclawMetadataSchema.safeParse(block.value);
      if (!parsed.success) out.push(...zodDiagnostics(ctx, parsed.error.issues, { source: "openclaw", prefix: "OPENCLAW", input: block.value, basePath: base, locatable }));
      const value = block.value as Record<string, unknown>;
      const warn = (code: string, message: string) => out.push(diagnosticAt(ctx, "openclaw", "warning", code, message, ["metadata"]));
      for (const key of unknownKeys(value, OPENCLAW_METADATA_FIELDS)) warn("OPENCLAW_UNKNOWN_FIELD", `metadata.${block.key}.${key} is not an OpenClaw field; OpenClaw ignores it.`);
      for (const key of unknownKeys(value.requires, OPENCLAW_REQUIRES_KEYS)) warn("OPENCLAW_UNKNOWN_FIELD", `metadata.${block.key}.requires.${key} is not an OpenClaw requirement; OpenClaw ignores it.`);
      if (Array.isArray(value.install)) {
        value.install.forEach((spec, i) => {
          for (const key of unknownKeys(spec, OPENCLAW_INSTALL_KEYS)) warn("OPENCLAW_UNKNOWN_FIELD", `metadata.${block.key}.install[${i}].${key} is not an installer field; OpenClaw ignores it.`);
          const kind = (spec as { kind?: unknown })?.kind;
          if (kind === "apt" || kind === "cargo") warn("OPENCLAW_INSTALL_KIND_EXTENSION", `install[${i}] uses kind "${kind}", which registries show but OpenClaw itself does not run.`);
        });
      }
      if (parsed.success && parsed.data.primaryEnv && !(parsed.data.requires?.env ?? []).includes(parsed.data.primaryEnv)) {
        warn("OPENCLAW_PRIMARY_ENV_NOT_REQUIRED", `primaryEnv ${parsed.data.primaryEnv} is not listed in requires.env.`);
      }
    }
    if (block.key !== "openclaw") out.push(diagnosticAt(ctx, "openclaw", "info", "OPENCLAW_LEGACY_KEY", `metadata.${block.key} is an older name for metadata.openclaw.`, ["metadata"]));
  }
  return dialectResult(out);
}
