// OpenClaw's reading of list fields (requires.*, os, bins): a list whose entries it stringifies,
// or one comma-separated string. Shared by the metadata and installer readers.
import type { YamlPath } from "../frontmatter/locate";
import type { Severity } from "../types";

export type OpenclawEmit = (severity: Severity, code: string, message: string, path: YamlPath) => void;

export function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "a mapping" : `the ${typeof value} ${JSON.stringify(value)}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A list field: OpenClaw takes a list (entries stringified) or one comma-separated string. */
export function readList(emit: OpenclawEmit, value: unknown, path: YamlPath, where: string, allowed?: readonly string[]): void {
  if (value === undefined) return;
  let entries: unknown[];
  if (Array.isArray(value)) entries = value;
  else if (typeof value === "string") {
    entries = value.split(",");
    if (entries.length > 1 || value.includes(" "))
      emit(
        "warning",
        "OPENCLAW_VALUE_COERCED",
        `${where} is a string; OpenClaw splits it at commas into ${JSON.stringify(entries.map((e) => String(e).trim()).filter(Boolean))}. Write a list.`,
        path,
      );
    else emit("warning", "OPENCLAW_VALUE_COERCED", `${where} is a string; OpenClaw reads it as a one-item list. Write a list.`, path);
  } else {
    emit(
      "error",
      "OPENCLAW_FIELD_INVALID",
      `${where} is ${describe(value)}; OpenClaw ignores anything but a list (or a comma-separated string), so the requirement would be lost.`,
      path,
    );
    return;
  }
  entries.forEach((entry, i) => {
    const at = Array.isArray(value) ? [...path, i] : path;
    if (entry !== null && typeof entry === "object") {
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${where}[${i}] is ${describe(entry)}; OpenClaw turns it into the text "${Array.isArray(entry) ? entry.join(",") : "[object Object]"}".`,
        at,
      );
      return;
    }
    const text = String(entry).trim();
    if (typeof entry !== "string" && entry !== null)
      emit("warning", "OPENCLAW_VALUE_COERCED", `${where}[${i}] is ${describe(entry)}; OpenClaw reads it as the text "${text}".`, at);
    if (entry === null || text === "") return;
    if (/\s/.test(text)) emit("error", "OPENCLAW_FIELD_INVALID", `${where} entry "${text}" contains a space; OpenClaw reads it as one name, not several.`, at);
    else if (allowed && !allowed.includes(text))
      emit(
        "error",
        "OPENCLAW_FIELD_INVALID",
        `${where} entry "${text}" is not one of ${allowed.join(", ")}; OpenClaw compares it with the platform name, so it never matches.`,
        at,
      );
  });
}
