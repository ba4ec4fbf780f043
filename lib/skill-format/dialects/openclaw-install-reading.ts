// One metadata.openclaw.install entry, read as OpenClaw reads it: an entry it drops (unknown kind,
// missing or unsafe package, bad URL or checksum) or would run wrongly (`extract: "false"`,
// `stripComponents: "1"`, a targetDir outside the skill's tools folder) is an error.
import type { YamlPath } from "../frontmatter/locate";
import { OPENCLAW_INSTALL_KEYS } from "../schemas/openclaw-metadata";
import {
  OPENCLAW_ARCHIVES,
  OPENCLAW_INSTALL_KINDS,
  OPENCLAW_OS,
  REGISTRY_INSTALL_KINDS,
  archiveTypeOf,
  isBrewFormula,
  isContainedDir,
  isGoModule,
  isHttpUrl,
  isNpmSpec,
  isUvPackage,
} from "../schemas/openclaw-values";
import { isRecord, readList, type OpenclawEmit } from "./openclaw-read-list";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);

/** The field a kind installs from, and whether OpenClaw accepts the value. */
const PACKAGE_RULES: Record<string, { field: string; alt?: string; ok: (value: string) => boolean; what: string }> = {
  brew: { field: "formula", alt: "cask", ok: isBrewFormula, what: "a Homebrew formula name" },
  node: { field: "package", ok: isNpmSpec, what: "an npm package, optionally @<exact version or dist-tag> (no ranges)" },
  uv: { field: "package", ok: isUvPackage, what: "a Python package spec" },
  go: { field: "module", ok: isGoModule, what: "a Go module path" },
  download: { field: "url", ok: isHttpUrl, what: "an http(s) URL without spaces" },
};

function readPackage(emit: OpenclawEmit, spec: Record<string, unknown>, kind: string, at: (...rest: YamlPath) => YamlPath, label: string): void {
  const rule = PACKAGE_RULES[kind]!;
  const fields = [rule.field, ...(rule.alt ? [rule.alt] : [])];
  for (const field of fields) {
    const value = spec[field];
    if (value === undefined) continue;
    const given = text(value);
    if (given === undefined) emit("error", "OPENCLAW_FIELD_INVALID", `${label}.${field} is not a string; OpenClaw drops the installer.`, at(field));
    else if (!rule.ok(given))
      emit("error", "OPENCLAW_FIELD_INVALID", `${label}.${field} "${given}" is not ${rule.what}; OpenClaw drops the installer.`, at(field));
  }
  if (fields.every((field) => spec[field] === undefined)) {
    emit(
      "error",
      "OPENCLAW_INSTALL_INCOMPLETE",
      `${label}: a ${kind} installer needs "${fields.join('" (or "')}${fields.length > 1 ? '")' : '"'}; OpenClaw drops it without one.`,
      at(),
    );
  }
}

function readDownload(emit: OpenclawEmit, spec: Record<string, unknown>, at: (...rest: YamlPath) => YamlPath, label: string): void {
  if (spec.sha256 !== undefined && !(typeof spec.sha256 === "string" && /^[a-f0-9]{64}$/i.test(spec.sha256.trim()))) {
    emit("error", "OPENCLAW_FIELD_INVALID", `${label}.sha256 must be 64 hex digits; OpenClaw drops the installer otherwise.`, at("sha256"));
  }
  if (
    spec.archive !== undefined &&
    !(typeof spec.archive === "string" && (OPENCLAW_ARCHIVES as readonly string[]).includes(spec.archive.trim().toLowerCase()))
  ) {
    emit(
      "error",
      "OPENCLAW_FIELD_INVALID",
      `${label}.archive is ${JSON.stringify(spec.archive)}; OpenClaw extracts only ${OPENCLAW_ARCHIVES.join(", ")} and fails the install otherwise.`,
      at("archive"),
    );
  }
  if (spec.extract !== undefined && typeof spec.extract !== "boolean") {
    emit(
      "error",
      "OPENCLAW_FIELD_INVALID",
      `${label}.extract is ${JSON.stringify(spec.extract)}; OpenClaw reads only true/false (unquoted) and ignores it, extracting archives anyway.`,
      at("extract"),
    );
  }
  const strip = spec.stripComponents;
  if (strip !== undefined) {
    if (typeof strip !== "number" || !Number.isFinite(strip))
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${label}.stripComponents is ${JSON.stringify(strip)}; OpenClaw reads only a number and would extract without stripping.`,
        at("stripComponents"),
      );
    else if (!Number.isInteger(strip) || strip < 0)
      emit("warning", "OPENCLAW_VALUE_COERCED", `${label}.stripComponents ${strip} is read as ${Math.max(0, Math.floor(strip))}.`, at("stripComponents"));
  }
  if (spec.targetDir !== undefined) {
    if (typeof spec.targetDir !== "string")
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${label}.targetDir is not a string; OpenClaw ignores it and installs into the skill's tools folder.`,
        at("targetDir"),
      );
    else if (!isContainedDir(spec.targetDir))
      emit(
        "error",
        "OPENCLAW_INSTALL_TARGET_OUTSIDE",
        `${label}.targetDir "${spec.targetDir}" is not a folder inside the skill's tools folder; OpenClaw refuses to install there.`,
        at("targetDir"),
      );
  }
  const url = text(spec.url);
  if (spec.extract === true && url && !archiveTypeOf(text(spec.archive), url)) {
    emit(
      "error",
      "OPENCLAW_FIELD_INVALID",
      `${label} asks to extract, but neither "archive" nor the URL's file name says which archive type; OpenClaw fails the install.`,
      at("extract"),
    );
  }
}

export function readOpenclawInstall(emit: OpenclawEmit, spec: unknown, path: YamlPath, label: string): void {
  const at = (...rest: YamlPath) => [...path, ...rest];
  if (!isRecord(spec)) {
    emit("error", "OPENCLAW_FIELD_INVALID", `${label} is not a mapping; OpenClaw drops it.`, path);
    return;
  }
  const rawKind = typeof spec.kind === "string" ? spec.kind : typeof spec.type === "string" ? spec.type : undefined;
  if (rawKind === undefined) {
    emit("error", "OPENCLAW_FIELD_INVALID", `${label} has no "kind"; OpenClaw drops it.`, at(spec.kind === undefined ? "kind" : "kind"));
    return;
  }
  if (typeof spec.kind !== "string")
    emit("warning", "OPENCLAW_VALUE_COERCED", `${label} uses "type" for the installer kind; OpenClaw accepts it, other runtimes read "kind".`, at("type"));
  const kind = rawKind.trim().toLowerCase();
  if (kind !== rawKind) emit("warning", "OPENCLAW_VALUE_COERCED", `${label}.kind "${rawKind}" is read as "${kind}".`, at("kind"));
  for (const key of Object.keys(spec).filter((k) => !OPENCLAW_INSTALL_KEYS.includes(k) && k !== "type")) {
    emit("warning", "OPENCLAW_UNKNOWN_FIELD", `${label}.${key} is not an installer field; OpenClaw ignores it.`, at(key));
  }
  for (const key of ["id", "label"]) {
    if (spec[key] !== undefined && typeof spec[key] !== "string")
      emit("warning", "OPENCLAW_VALUE_COERCED", `${label}.${key} is not a string; OpenClaw ignores it.`, at(key));
  }
  readList(emit, spec.bins, at("bins"), `${label}.bins`);
  readList(emit, spec.os, at("os"), `${label}.os`, OPENCLAW_OS);
  if ((REGISTRY_INSTALL_KINDS as readonly string[]).includes(kind)) {
    emit(
      "warning",
      "OPENCLAW_INSTALL_KIND_EXTENSION",
      `${label} uses kind "${kind}", which registries and GoClaw show but OpenClaw itself does not run.`,
      at("kind"),
    );
    const field = kind === "cargo" ? (spec.crate !== undefined ? "crate" : "package") : "package";
    if (typeof spec[field] !== "string" || !spec[field])
      emit("warning", "OPENCLAW_INSTALL_INCOMPLETE", `${label}: a ${kind} installer needs "${kind === "cargo" ? "crate" : "package"}".`, at());
    return;
  }
  if (!(OPENCLAW_INSTALL_KINDS as readonly string[]).includes(kind)) {
    emit(
      "error",
      "OPENCLAW_FIELD_INVALID",
      `${label}.kind "${rawKind}" is not one of ${OPENCLAW_INSTALL_KINDS.join(", ")}; OpenClaw drops the installer.`,
      at(typeof spec.kind === "string" ? "kind" : "type"),
    );
    return;
  }
  readPackage(emit, spec, kind, at, label);
  if (kind === "download") readDownload(emit, spec, at, label);
  else if (spec.sha256 !== undefined)
    emit("warning", "OPENCLAW_INSTALL_SHA256_MISPLACED", `${label}.sha256 only applies to download installers; OpenClaw ignores it here.`, at("sha256"));
}
