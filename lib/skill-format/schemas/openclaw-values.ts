// What OpenClaw itself accepts in metadata.openclaw, value by value, as its published loader reads
// it (npm `openclaw`, dist: skills frontmatter + install specs). A value that fails here is one
// OpenClaw drops or misreads; docs/decisions/014-skill-runtimes.md lists the sources.
import JSON5 from "json5";

export const OPENCLAW_INSTALL_KINDS = ["brew", "node", "go", "uv", "download"] as const;
/** Kinds registries (and GoClaw) show but OpenClaw itself drops. */
export const REGISTRY_INSTALL_KINDS = ["apt", "cargo"] as const;
export const OPENCLAW_OS = ["darwin", "linux", "win32"] as const;
export const OPENCLAW_ARCHIVES = ["tar.gz", "tar.bz2", "zip"] as const;

const BREW_FORMULA = /^[A-Za-z0-9][A-Za-z0-9@+._/-]*$/;
const GO_MODULE = /^[A-Za-z0-9][A-Za-z0-9._~+\-/]*(?:@[A-Za-z0-9][A-Za-z0-9._~+\-/]*)?$/;
const UV_PACKAGE = /^[A-Za-z0-9][A-Za-z0-9._\-[\]=<>!~+,]*$/;
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9-._~]*\/)?[a-z0-9][a-z0-9-._~]*$/;
const NPM_EXACT = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const NPM_TAG = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isBrewFormula(value: string): boolean {
  return !value.startsWith("-") && !value.includes("\\") && !value.includes("..") && BREW_FORMULA.test(value);
}

function safeSpec(value: string, pattern: RegExp): boolean {
  return !value.startsWith("-") && !value.includes("\\") && !value.includes("://") && pattern.test(value);
}

export const isGoModule = (value: string) => safeSpec(value, GO_MODULE);
export const isUvPackage = (value: string) => safeSpec(value, UV_PACKAGE);

/** A registry npm spec: `name` or `name@<exact version | dist-tag>` (no ranges, URLs or git refs). */
export function isNpmSpec(value: string): boolean {
  if (/\s/.test(value) || value.includes(":") || value.includes("#") || value.startsWith("-")) return false;
  const at = value.lastIndexOf("@");
  const name = at > 0 ? value.slice(0, at) : value;
  if (!NPM_NAME.test(name)) return false;
  if (at <= 0) return true;
  const selector = value.slice(at + 1);
  return selector !== "" && !/[\\/]/.test(selector) && (NPM_EXACT.test(selector) || NPM_TAG.test(selector));
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** OpenClaw's boolean words (case-insensitive); anything else falls back to the default. */
export function readOpenclawBoolean(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(word)) return true;
  if (["false", "0", "no", "off"].includes(word)) return false;
  return undefined;
}

/** metadata given as a string: JSON, else JSON5, as OpenClaw parses it. */
export function parseMetadataString(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    try {
      return { ok: true, value: JSON5.parse(text) as unknown };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The archive type OpenClaw extracts a download as: explicit `archive`, else from the file name. */
export function archiveTypeOf(archive: string | undefined, url: string): string | undefined {
  if (archive !== undefined) return archive.trim().toLowerCase() || undefined;
  let name = url;
  try {
    name = new URL(url).pathname;
  } catch {
    // keep the raw text
  }
  const lower = name.toLowerCase();
  if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) return "tar.gz";
  if (lower.endsWith(".tar.bz2") || lower.endsWith(".tbz2")) return "tar.bz2";
  if (lower.endsWith(".zip")) return "zip";
  return undefined;
}

/** A targetDir OpenClaw keeps inside the skill's tools folder: relative, never climbing out. */
export function isContainedDir(value: string): boolean {
  const raw = value.trim();
  if (raw === "" || raw.startsWith("~") || raw.startsWith("/") || raw.startsWith("\\") || /^[A-Za-z]:/.test(raw)) return false;
  let depth = 0;
  for (const segment of raw.split(/[\\/]+/)) {
    if (segment === "" || segment === ".") continue;
    depth += segment === ".." ? -1 : 1;
    if (depth < 0) return false;
  }
  return true;
}
