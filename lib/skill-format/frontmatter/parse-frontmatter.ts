// Lenient SKILL.md frontmatter: BOM and CRLF tolerated, delimited by "---" lines, parsed with `yaml`
// (core schema, merge keys) under limits against resource abuse (scanner/yaml: 64 KiB of YAML, 100
// alias expansions, nesting 64 deep). Every problem becomes a diagnostic with a file line and column.
import { LineCounter, type Document } from "yaml";
import { FRONTMATTER_LIMITS, parseUntrustedYaml, untrustedYamlValue } from "@/scanner/yaml";
import type { Diagnostic } from "../types";

export const MAX_FRONTMATTER_BYTES = FRONTMATTER_LIMITS.maxBytes;
export const MAX_FRONTMATTER_DEPTH = FRONTMATTER_LIMITS.maxDepth;
export const MAX_ALIAS_COUNT = FRONTMATTER_LIMITS.maxAliasCount;

export type FrontmatterStatus = "ok" | "missing" | "unclosed" | "invalid" | "not-mapping";

export type LenientFrontmatter = {
  status: FrontmatterStatus;
  data: Record<string, unknown> | null;
  body: string;
  /** 1-based file line where the body starts. */
  bodyLine: number;
  doc: Document.Parsed | null;
  lineCounter: LineCounter;
  /** File line of the first YAML line (YAML line 1). */
  yamlLine: number;
  diagnostics: Diagnostic[];
  bom: boolean;
  crlf: boolean;
};

const OPEN = /^---[ \t]*$/;

export function parseFrontmatter(source: string, file: string): LenientFrontmatter {
  const bom = source.startsWith("\uFEFF");
  const text = (bom ? source.slice(1) : source).replace(/\r\n/g, "\n");
  const lines = text.split("\n");
  const lineCounter = new LineCounter();
  const result: LenientFrontmatter = {
    status: "missing",
    data: null,
    body: text,
    bodyLine: 1,
    doc: null,
    lineCounter,
    yamlLine: 2,
    diagnostics: [],
    bom,
    crlf: source.includes("\r\n"),
  };
  const error = (code: string, message: string, line: number, column?: number, hint?: string) => {
    const d: Diagnostic = { code, severity: "error", file, line, message, source: "gate" };
    if (column !== undefined) d.column = column;
    if (hint !== undefined) d.hint = hint;
    result.diagnostics.push(d);
  };

  if (!OPEN.test(lines[0] ?? "")) {
    error(
      "FRONTMATTER_MISSING",
      `${file} does not start with a "---" frontmatter block.`,
      1,
      1,
      "Start the file with ---, then name: and description:, then ---.",
    );
    return result;
  }
  const close = lines.findIndex((line, i) => i > 0 && OPEN.test(line));
  if (close === -1) {
    result.status = "unclosed";
    error("FRONTMATTER_UNCLOSED", 'The frontmatter block is never closed with a "---" line.', 1, 1);
    return result;
  }
  result.body = lines.slice(close + 1).join("\n");
  result.bodyLine = close + 2;
  const yamlText = `${lines.slice(1, close).join("\n")}\n`;
  result.status = "invalid";
  const parsed = parseUntrustedYaml(yamlText, { limits: FRONTMATTER_LIMITS, options: { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true } });
  if (!parsed.ok) {
    if (parsed.problem.code === "YAML_TOO_LARGE") {
      error(
        "FRONTMATTER_TOO_LARGE",
        `The frontmatter is larger than ${MAX_FRONTMATTER_BYTES / 1024} KiB.`,
        2,
        1,
        "Move long content into the body or references/.",
      );
    } else {
      error("FRONTMATTER_TOO_DEEP", `The frontmatter nests deeper than ${MAX_FRONTMATTER_DEPTH} levels.`, 2, 1);
    }
    return result;
  }
  const doc: Document.Parsed = parsed.doc;
  result.doc = doc;
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + result.yamlLine - 1, column: col };
  };
  for (const e of doc.errors) {
    const pos = at(e.pos[0]);
    error(
      "YAML_SYNTAX",
      `Invalid YAML: ${e.message.split("\n")[0]}`,
      pos.line,
      pos.column,
      'Quote values that contain ": " or start with a special character.',
    );
  }
  if (doc.errors.length > 0) return result;
  for (const w of doc.warnings) {
    const pos = at(w.pos[0]);
    result.diagnostics.push({
      code: "YAML_WARNING",
      severity: "warning",
      file,
      line: pos.line,
      column: pos.column,
      message: w.message.split("\n")[0]!,
      source: "gate",
    });
  }
  const value = untrustedYamlValue(doc, FRONTMATTER_LIMITS);
  if (!value.ok) {
    if (value.code === "YAML_ALIAS_LIMIT")
      error("YAML_ALIAS_LIMIT", `The frontmatter expands aliases more than ${MAX_ALIAS_COUNT} times (a "YAML bomb" guard).`, 2, 1);
    else error("YAML_SYNTAX", `Invalid YAML: ${value.message}`, 2, 1);
    return result;
  }
  let data = value.value;
  if (data === null || data === undefined) data = {};
  if (typeof data !== "object" || Array.isArray(data)) {
    result.status = "not-mapping";
    error("FRONTMATTER_NOT_MAPPING", "The frontmatter must be a YAML mapping (key: value lines).", 2, 1);
    return result;
  }
  result.status = "ok";
  result.data = data as Record<string, unknown>;
  return result;
}
