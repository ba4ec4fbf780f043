// Reads SKILL.md frontmatter the way OpenClaw does (YAML, metadata possibly a JSON5 string) without
// ever throwing: a malformed manifest is reported by the caller, not a crash. The YAML goes through
// scanner/yaml's limits like every user YAML (an unbounded parse can exhaust the heap).
import { checkYamlLimits, FRONTMATTER_LIMITS, parseUntrustedYaml, untrustedYamlValue } from "../yaml";
import { readFlowValue } from "./manifest-flow";

export type InstallSpec = { kind: string; url?: string; sha256?: string; raw: Record<string, unknown> };

export type SkillManifest = {
  present: boolean;
  parsed: boolean;
  error?: string;
  /** 1-based line numbers of the opening and closing `---` (0 when absent). */
  startLine: number;
  endLine: number;
  frontmatterText: string;
  data: Record<string, unknown>;
  name: string;
  declaredEnv: Set<string>;
  always: boolean;
  hasHooks: boolean;
  install: InstallSpec[];
};

export function emptyManifest(): SkillManifest {
  return {
    present: false,
    parsed: false,
    startLine: 0,
    endLine: 0,
    frontmatterText: "",
    data: {},
    name: "",
    declaredEnv: new Set(),
    always: false,
    hasHooks: false,
    install: [],
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Most frontmatter is flat `key: plain value` lines; read those without the YAML parser (hot path). */
const FLAT_LINE = /^([A-Za-z_][\w-]{0,63}):(?:[ \t]+([^\s#'"{[&*!|>%@`,\]}-][^#\n]*?|"[^"\\\n]*"|'[^'\n]*'))?[ \t]*$/;
/** `key:` and a flow collection, inline or on the indented lines under it (OpenClaw's `metadata:`). */
const FLOW_KEY = /^([A-Za-z_][\w-]{0,63}):(?: +([{[].*?))? *$/;
/** Plain values and keys YAML may read as something other than the flat reader's string or boolean. */
const NOT_FLAT_STRING = /^[-+.~?:]|^(?:null|Null|NULL|True|TRUE|False|FALSE)$|^(?:\d+|0o[0-7]+|0x[\da-fA-F]+|\d+\.\d*(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+)$|:$/;

/** White space other than space and line feed (CR, tab, BOM, Unicode spaces): `trim()` takes a line of
 *  them as blank where YAML may not, so under the strict rule such frontmatter goes to YAML. */
const ODD_SPACE = /[^\S \n]/;

/** What the flat reader has read: `loose` when a plain key or value may not be what YAML reads;
 *  `strict` when the frontmatter is one the flat reader used to leave to YAML (a flow collection, a
 *  quoted value holding ": "), so that it must be read exactly as YAML reads it (not loose, within
 *  YAML's limits) or go to YAML. */
type FlatRead = { loose: boolean; strict: boolean };

/** Whether a FLAT_LINE match is one the flat reader takes: a plain value holding ": " is a YAML mapping
 *  (left to YAML); a quoted one is read as it is, under the strict rule. */
function takesFlat(value: string | undefined, read: FlatRead): boolean {
  if (!value?.includes(": ")) return true;
  if (!value.startsWith('"') && !value.startsWith("'")) return false;
  read.strict = true;
  return true;
}

function flatParse(text: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const lines = text.split("\n");
  const read: FlatRead = { loose: false, strict: false };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const m = FLAT_LINE.exec(line);
    if (!m || !takesFlat(m[2], read) || Object.prototype.hasOwnProperty.call(out, m[1]!)) {
      const entry = m ? undefined : flowEntry(lines, i, out);
      if (!entry) return undefined;
      out[entry.key] = entry.value;
      i = entry.end - 1;
      read.strict = true;
      continue;
    }
    noteKey(m[1]!, read);
    const raw = (m[2] ?? "").trim();
    if (raw === "") {
      // `key:` over one block of flat `  sub: value` lines at one indent (`metadata:` with a few strings).
      const block = flatBlock(lines, i + 1, read);
      if (block) {
        out[m[1]!] = block.value;
        i = block.end - 1;
        continue;
      }
      // ... or over a flow collection; deeper nesting, lists and other syntax: let YAML read it.
      const entry = flowEntry(lines, i, out);
      if (!entry) return undefined;
      out[entry.key] = entry.value;
      i = entry.end - 1;
      read.strict = true;
      continue;
    }
    out[m[1]!] = flatValue(raw, read);
  }
  // Frontmatter that went to YAML before the flow reader existed is read as YAML reads it, or by YAML.
  if (read.strict && (read.loose || ODD_SPACE.test(text) || checkYamlLimits(text, FRONTMATTER_LIMITS))) return undefined;
  return out;
}

function noteKey(key: string, read: FlatRead): void {
  if (NOT_FLAT_STRING.test(key) || key in Object.prototype) read.loose = true;
}

function flatValue(raw: string, read: FlatRead): unknown {
  const quoted = raw.startsWith('"') || raw.startsWith("'");
  if (!quoted && NOT_FLAT_STRING.test(raw)) read.loose = true;
  const v = quoted ? raw.slice(1, -1) : raw;
  return raw === "true" ? true : raw === "false" ? false : v;
}

/** The flow collection after `key:` at line `start` (inline and on the indented lines below), if the
 *  flow reader is sure of it. */
function flowEntry(lines: readonly string[], start: number, out: Record<string, unknown>): { key: string; value: unknown; end: number } | undefined {
  const m = FLOW_KEY.exec(lines[start]!);
  if (!m || Object.prototype.hasOwnProperty.call(out, m[1]!) || m[1]! in Object.prototype || NOT_FLAT_STRING.test(m[1]!)) return undefined;
  let end = start + 1;
  while (end < lines.length && (lines[end] === "" || lines[end]!.startsWith(" "))) end++;
  const flow = readFlowValue([m[2] ?? "", ...lines.slice(start + 1, end)].join("\n"));
  return flow ? { key: m[1]!, value: flow.value, end } : undefined;
}

/** The indented block after a `key:` line when every line of it is a flat `key: value` at one indent of
 *  spaces (blank and comment lines aside); its end is the first line back at column 0. */
function flatBlock(lines: readonly string[], start: number, read: FlatRead): { value: Record<string, unknown>; end: number } | undefined {
  const value: Record<string, unknown> = {};
  let indent = "";
  let k = start;
  for (; k < lines.length; k++) {
    const line = lines[k]!;
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const lead = /^ */.exec(line)![0];
    if (lead === "") break;
    if (indent === "") indent = lead;
    if (lead !== indent) return undefined;
    const m = FLAT_LINE.exec(line.slice(indent.length));
    if (!m || !takesFlat(m[2], read) || Object.prototype.hasOwnProperty.call(value, m[1]!)) return undefined;
    const raw = (m[2] ?? "").trim();
    if (raw === "") return undefined;
    noteKey(m[1]!, read);
    value[m[1]!] = flatValue(raw, read);
  }
  return indent === "" ? undefined : { value, end: k };
}

function safeParse(text: string): unknown {
  const flat = flatParse(text);
  if (flat) return flat;
  try {
    const parsed = parseUntrustedYaml(text, { limits: FRONTMATTER_LIMITS, options: { strict: false, uniqueKeys: false, prettyErrors: false } });
    if (!parsed.ok || parsed.doc.errors.length > 0) return undefined;
    const value = untrustedYamlValue(parsed.doc, { ...FRONTMATTER_LIMITS, maxAliasCount: 50 });
    return value.ok ? value.value : undefined;
  } catch {
    return undefined;
  }
}

/** `metadata` may be a mapping or a JSON5-ish string; YAML flow syntax accepts both JSON and trailing commas. */
function metadataBlock(data: Record<string, unknown>): Record<string, unknown> | undefined {
  let meta: unknown = data.metadata;
  if (typeof meta === "string") {
    const text = meta;
    try {
      meta = JSON.parse(text);
    } catch {
      meta = safeParse(text);
    }
  }
  const candidates: unknown[] = [];
  if (isRecord(meta)) candidates.push(meta.openclaw, meta.clawdbot, meta.clawdis, meta["clawhub"]);
  candidates.push(data.openclaw, data.clawdbot, data.clawdis);
  for (const c of candidates) if (isRecord(c)) return c;
  return undefined;
}

function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === "string");
  return [];
}

export function parseManifest(text: string): SkillManifest {
  const m = emptyManifest();
  // The first 2000 lines, as text.split("\n", 2000) would give them, read one at a time up to the
  // closing line (not the whole SKILL.md split into strings on every scan).
  const lineEnd = (from: number) => {
    const k = text.indexOf("\n", from);
    return k === -1 ? text.length : k;
  };
  const firstEnd = lineEnd(0);
  if (
    text
      .slice(0, firstEnd)
      .replace(/^\uFEFF/, "")
      .trimEnd() !== "---"
  )
    return m;
  let end = -1;
  const bodyStart = firstEnd + 1;
  let start = bodyStart;
  for (let i = 1; i < 2000 && start <= text.length && firstEnd < text.length; i++) {
    const stop = lineEnd(start);
    const l = text.slice(start, stop).trimEnd();
    if (l === "---" || l === "...") {
      end = i;
      break;
    }
    start = stop + 1;
  }
  if (end === -1) return { ...m, present: true, error: "frontmatter is not closed" };
  m.present = true;
  m.startLine = 1;
  m.endLine = end + 1;
  m.frontmatterText = text.slice(bodyStart, Math.max(bodyStart, start - 1));
  // Flat frontmatter without these keys is read without the YAML parser (hot path).
  const relevant = /^\s{0,8}["']?(?:metadata|install|requires|env|always|hooks|openclaw|clawdbot|clawdis|primaryEnv)["']?\s{0,3}:/m.test(m.frontmatterText);
  const data = relevant ? safeParse(m.frontmatterText) : (flatParse(m.frontmatterText) ?? safeParse(m.frontmatterText));
  if (!isRecord(data)) return { ...m, error: "frontmatter is not a YAML mapping" };
  m.parsed = true;
  m.data = data;
  m.name = typeof data.name === "string" ? data.name : "";
  m.hasHooks = data.hooks !== undefined && data.hooks !== null;
  const oc = metadataBlock(data);
  const requires = oc && isRecord(oc.requires) ? oc.requires : isRecord(data.requires) ? data.requires : undefined;
  for (const e of strings(requires?.env)) m.declaredEnv.add(e);
  for (const e of strings(oc?.primaryEnv ?? data.primaryEnv)) m.declaredEnv.add(e);
  if (isRecord(data.env)) for (const k of Object.keys(data.env)) m.declaredEnv.add(k);
  m.always = oc?.always === true || data.always === true;
  const install = oc?.install ?? data.install;
  const specs = Array.isArray(install) ? install : isRecord(install) ? [install] : [];
  for (const s of specs) {
    if (!isRecord(s)) continue;
    m.install.push({
      kind: typeof s.kind === "string" ? s.kind : "",
      url: typeof s.url === "string" ? s.url : undefined,
      sha256: typeof s.sha256 === "string" ? s.sha256 : undefined,
      raw: s,
    });
  }
  return m;
}
