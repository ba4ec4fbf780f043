// Reads a skill's OpenClaw fields the way OpenClaw's own loader does, value by value: what it drops
// or misreads is an error (the publish gate refuses it when the skill targets OpenClaw), what it
// tolerates in another form (a comma-separated string for a list, `type` for `kind`, `yes` for a
// boolean) is a warning. Values inside a JSON-string metadata point at the `metadata` line.
import { diagnosticAt } from "../diagnostic";
import type { YamlPath } from "../frontmatter/locate";
import { OPENCLAW_METADATA_FIELDS, OPENCLAW_METADATA_KEYS, OPENCLAW_REQUIRES_KEYS } from "../schemas/openclaw-metadata";
import { OPENCLAW_OS, isHttpUrl, parseMetadataString, readOpenclawBoolean } from "../schemas/openclaw-values";
import type { SkillContext } from "../skill-context";
import type { Diagnostic } from "../types";
import { readOpenclawInstall } from "./openclaw-install-reading";
import { describe, isRecord, readList, type OpenclawEmit } from "./openclaw-read-list";

export type OpenclawReading = { diagnostics: Diagnostic[]; /** The skill declares OpenClaw fields. */ targetsOpenclaw: boolean };

const TOP_LEVEL_KEYS = ["user-invocable", "disable-model-invocation", "command-dispatch", "command-tool", "command-arg-mode"];

function readTopLevel(emit: OpenclawEmit, data: Record<string, unknown>): void {
  for (const [key, fallback] of [
    ["user-invocable", true],
    ["disable-model-invocation", false],
  ] as const) {
    const value = data[key];
    if (value === undefined || typeof value === "boolean") continue;
    const read = typeof value === "string" || typeof value === "number" ? readOpenclawBoolean(String(value)) : undefined;
    if (read === undefined)
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${key} is ${describe(value)}; OpenClaw reads only true/false (yes/no, on/off, 1/0) and would use its default (${fallback}).`,
        [key],
      );
    else emit("warning", "OPENCLAW_VALUE_COERCED", `${key} is ${describe(value)}; OpenClaw reads it as ${read}. Write ${read}.`, [key]);
  }
  const dispatchRaw = data["command-dispatch"];
  if (dispatchRaw === undefined || dispatchRaw === null) return;
  const dispatch = typeof dispatchRaw === "string" ? dispatchRaw.trim().toLowerCase() : "";
  if (dispatch !== "tool") {
    emit("error", "OPENCLAW_FIELD_INVALID", `command-dispatch is ${describe(dispatchRaw)}; OpenClaw only knows "tool" and ignores anything else.`, [
      "command-dispatch",
    ]);
    return;
  }
  if (dispatchRaw !== "tool")
    emit("warning", "OPENCLAW_VALUE_COERCED", `command-dispatch is "${String(dispatchRaw)}"; OpenClaw reads it as "tool".`, ["command-dispatch"]);
  const tool = data["command-tool"];
  if (!((typeof tool === "string" && tool.trim()) || typeof tool === "number")) {
    emit(
      "error",
      "OPENCLAW_COMMAND_TOOL_MISSING",
      "command-dispatch: tool needs command-tool (the tool to call); without it OpenClaw ignores the dispatch.",
      tool === undefined ? ["command-dispatch"] : ["command-tool"],
    );
  }
  const mode = data["command-arg-mode"];
  if (mode !== undefined && mode !== null && String(mode).trim().toLowerCase() !== "raw") {
    emit("warning", "OPENCLAW_ARG_MODE_UNKNOWN", `command-arg-mode is ${describe(mode)}; OpenClaw knows only "raw" and falls back to it.`, [
      "command-arg-mode",
    ]);
  }
}

function readBlock(emit: OpenclawEmit, block: Record<string, unknown>, base: YamlPath, label: string): void {
  const at = (...rest: YamlPath) => [...base, ...rest];
  const scalar = (key: string, ok: (value: unknown) => boolean, expected: string) => {
    if (block[key] !== undefined && !ok(block[key]))
      emit("error", "OPENCLAW_FIELD_INVALID", `${label}.${key} is ${describe(block[key])}; OpenClaw reads only ${expected} and ignores it.`, at(key));
  };
  scalar("always", (v) => typeof v === "boolean", "true or false (not quoted)");
  scalar("emoji", (v) => typeof v === "string", "a string");
  scalar("homepage", (v) => typeof v === "string", "a string");
  scalar("primaryEnv", (v) => typeof v === "string", "a string");
  scalar("skillKey", (v) => typeof v === "string" && v.length > 0, "a non-empty string");
  if (typeof block.homepage === "string" && !isHttpUrl(block.homepage.trim()))
    emit("warning", "OPENCLAW_HOMEPAGE_NOT_URL", `${label}.homepage is not an http(s) URL.`, at("homepage"));
  readList(emit, block.os, at("os"), `${label}.os`, OPENCLAW_OS);
  const requires = block.requires;
  if (requires !== undefined) {
    if (!isRecord(requires))
      emit("error", "OPENCLAW_FIELD_INVALID", `${label}.requires is ${describe(requires)}; OpenClaw reads only a mapping and ignores it.`, at("requires"));
    else {
      for (const key of OPENCLAW_REQUIRES_KEYS) readList(emit, requires[key], at("requires", key), `${label}.requires.${key}`);
      for (const key of Object.keys(requires).filter((k) => !OPENCLAW_REQUIRES_KEYS.includes(k)))
        emit("warning", "OPENCLAW_UNKNOWN_FIELD", `${label}.requires.${key} is not an OpenClaw requirement; OpenClaw ignores it.`, at("requires", key));
      const env = Array.isArray(requires.env) ? requires.env.map(String) : typeof requires.env === "string" ? requires.env.split(",").map((e) => e.trim()) : [];
      if (typeof block.primaryEnv === "string" && block.primaryEnv && !env.includes(block.primaryEnv))
        emit("warning", "OPENCLAW_PRIMARY_ENV_NOT_REQUIRED", `primaryEnv ${block.primaryEnv} is not listed in requires.env.`, at("primaryEnv"));
    }
  }
  if (block.install !== undefined) {
    if (!Array.isArray(block.install))
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${label}.install is ${describe(block.install)}; OpenClaw reads only a list of installers and ignores it.`,
        at("install"),
      );
    else block.install.forEach((spec, i) => readOpenclawInstall(emit, spec, at("install", i), `${label}.install[${i}]`));
  }
  for (const key of Object.keys(block).filter((k) => !OPENCLAW_METADATA_FIELDS.includes(k)))
    emit("warning", "OPENCLAW_UNKNOWN_FIELD", `${label}.${key} is not an OpenClaw field; OpenClaw ignores it.`, at(key));
}

export function readOpenclawFrontmatter(ctx: SkillContext): OpenclawReading {
  const data = ctx.data ?? {};
  const diagnostics: Diagnostic[] = [];
  let locatable = true;
  const emit: OpenclawEmit = (severity, code, message, path) =>
    diagnostics.push(diagnosticAt(ctx, "openclaw", severity, code, message, locatable ? path : ["metadata"]));
  let targetsOpenclaw = TOP_LEVEL_KEYS.some((key) => key in data);
  readTopLevel(emit, data);

  let metadata = data.metadata;
  if (typeof metadata === "string") {
    const looksLikeJson = metadata.trim().startsWith("{");
    const parsed = parseMetadataString(metadata);
    if (!parsed.ok) {
      emit(
        looksLikeJson ? "error" : "warning",
        "OPENCLAW_METADATA_JSON",
        `metadata is a string but not valid JSON (or JSON5): ${parsed.error}. OpenClaw ignores all of it.`,
        ["metadata"],
      );
      return { diagnostics, targetsOpenclaw: targetsOpenclaw || looksLikeJson };
    }
    metadata = parsed.value;
    locatable = false;
  }
  if (!isRecord(metadata)) return { diagnostics, targetsOpenclaw };
  const present = OPENCLAW_METADATA_KEYS.filter((key) => key in metadata);
  if (present.length === 0) return { diagnostics, targetsOpenclaw };
  targetsOpenclaw = true;
  // OpenClaw takes the first alias whose value is an object (arrays included, then reads nothing from them).
  const key = present.find((k) => typeof metadata[k] === "object" && metadata[k] !== null);
  const value = key ? metadata[key] : undefined;
  if (!key || !isRecord(value)) {
    const shown = key ?? present[0]!;
    emit("error", "OPENCLAW_METADATA_NOT_OBJECT", `metadata.${shown} is ${describe(metadata[shown])}; OpenClaw reads only a mapping and ignores it.`, [
      "metadata",
      shown,
    ]);
    return { diagnostics, targetsOpenclaw };
  }
  if (key !== "openclaw") emit("info", "OPENCLAW_LEGACY_KEY", `metadata.${key} is an older name for metadata.openclaw.`, ["metadata", key]);
  readBlock(emit, value, ["metadata", key], `metadata.${key}`);
  return { diagnostics, targetsOpenclaw };
}
