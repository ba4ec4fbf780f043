// Raw entries from any reader → a Bundle: path hygiene, junk dropping, top-folder unwrapping,
// collisions, limits, the nested-archive rule, then per-file hashes and the two digests.
import { checkArchiveCaps } from "./check-archive-caps";
import { isGitPath, isJunkPath } from "./classify-path";
import { comparePathBytes, computeBundleDigest } from "./compute-bundle-digest";
import { computeClawhubFingerprint } from "./compute-clawhub-fingerprint";
import { contentTypeFor } from "./content-type";
import { detectText } from "./detect-text";
import { inspectNestedArchive } from "./inspect-nested-archive";
import { normalizeEntryPath } from "./normalize-entry-path";
import { sha256Hex } from "./sha256";
import type { Bundle, BundleFile, BundleFormat, BundleLimits, BundleWarning, RawEntry } from "./types";
import { fail, type ViolationSink } from "./violation-sink";

export type AssembleOptions = {
  entries: RawEntry[];
  format: BundleFormat;
  rootName: string | null;
  /** Strip a single top-level folder that holds SKILL.md (archives, uploads; not directories). */
  unwrap: boolean;
  limits: BundleLimits;
  sink: ViolationSink;
  warnings?: BundleWarning[];
};

const SKILL_FILES = ["SKILL.md", "skill.md"];
/** Dropped-junk warnings named one by one; the rest are counted in one more. Junk entries do not
 * count against BUNDLE_MAX_FILES, and 60,000 `d<n>/.DS_Store` once made 60,000 warnings (a 6.8 MB
 * check answer, and as much stored with the version). */
export const MAX_JUNK_WARNINGS = 20;
const encoder = new TextEncoder();

function junkRoot(path: string): string {
  const segments = path.split("/");
  const at = segments.indexOf("__MACOSX");
  return at === -1 ? path : `${segments.slice(0, at + 1).join("/")}/`;
}

function collectFiles(options: AssembleOptions, warnings: BundleWarning[]): Map<string, Uint8Array> {
  const { sink } = options;
  const files = new Map<string, { raw: string; bytes: Uint8Array }>();
  const reported = new Set<string>();
  const once = (key: string) => !reported.has(key) && Boolean(reported.add(key));
  let junkRoots = 0;
  for (const entry of options.entries) {
    const check = normalizeEntryPath(entry.rawPath);
    if (!check.ok) {
      if (entry.type === "directory" && check.code === "BUNDLE_INVALID_PATH" && /^[./]*$/.test(entry.rawPath)) continue; // "./" in tars
      sink.report(check.code, entry.rawPath, check.message);
      continue;
    }
    const path = check.path;
    if (isGitPath(path)) {
      const root = path
        .split("/")
        .slice(0, path.split("/").findIndex((s) => s.toLowerCase() === ".git") + 1)
        .join("/");
      if (once(`git:${root}`)) sink.report("BUNDLE_GIT_DIRECTORY", root, `"${root}" is git repository data; publish the working tree only.`);
      continue;
    }
    if (isJunkPath(entry.type === "directory" ? `${path}/x` : path)) {
      const root = junkRoot(path);
      if (once(`junk:${root}`) && ++junkRoots <= MAX_JUNK_WARNINGS)
        warnings.push({ code: "BUNDLE_JUNK_DROPPED", path: root, message: `Dropped macOS metadata "${root}".` });
      continue;
    }
    if (entry.type === "link") sink.report("BUNDLE_LINK", path, `"${path}" is a symbolic or hard link; bundles hold regular files only.`);
    else if (entry.type === "special") sink.report("BUNDLE_SPECIAL_FILE", path, `"${path}" is not a regular file (${entry.detail}).`);
    else if (entry.type === "file") {
      const previous = files.get(path);
      if (!previous) files.set(path, { raw: entry.rawPath, bytes: entry.bytes });
      else if (previous.raw !== entry.rawPath)
        sink.report("BUNDLE_CASE_COLLISION", path, `"${entry.rawPath}" and "${previous.raw}" differ only by Unicode normalisation.`);
      else sink.report("BUNDLE_DUPLICATE_PATH", path, `"${path}" appears more than once.`);
    }
  }
  if (junkRoots > MAX_JUNK_WARNINGS) {
    const more = (junkRoots - MAX_JUNK_WARNINGS).toLocaleString("en-US");
    warnings.push({ code: "BUNDLE_JUNK_DROPPED", message: `Dropped ${more} more macOS metadata entries (not listed).` });
  }
  return new Map([...files].map(([path, file]) => [path, file.bytes]));
}

function unwrapTopFolder(files: Map<string, Uint8Array>): { files: Map<string, Uint8Array>; top: string } | null {
  const tops = new Set([...files.keys()].map((p) => (p.includes("/") ? p.slice(0, p.indexOf("/")) : "")));
  const [top] = tops;
  if (tops.size !== 1 || !top || !SKILL_FILES.some((f) => files.has(`${top}/${f}`))) return null;
  return { files: new Map([...files].map(([p, b]) => [p.slice(top.length + 1), b])), top };
}

/** Names that one case-insensitive disk would merge, and a path used as both file and folder. */
function rejectCollisions(files: Map<string, Uint8Array>, sink: ViolationSink): void {
  const seen = new Map<string, { path: string; isFile: boolean }>();
  // The skill file wins a clash (SKILL.md, then skill.md, as skills-ref looks them up).
  const rank = (p: string) => (SKILL_FILES.indexOf(p) === -1 ? SKILL_FILES.length : SKILL_FILES.indexOf(p));
  for (const path of [...files.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))) {
    const segments = path.split("/");
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      const isFile = i === segments.length;
      const key = prefix.toLowerCase();
      const previous = seen.get(key);
      if (!previous) {
        seen.set(key, { path: prefix, isFile });
        continue;
      }
      if (previous.path !== prefix) {
        sink.report("BUNDLE_CASE_COLLISION", path, `"${prefix}" and "${previous.path}" differ only by letter case.`);
        files.delete(path);
        break;
      }
      if (previous.isFile || isFile) {
        sink.report("BUNDLE_DUPLICATE_PATH", path, `"${prefix}" is both a file and a folder.`);
        files.delete(path);
        break;
      }
    }
  }
}

export function assembleBundle(options: AssembleOptions): Bundle {
  const warnings: BundleWarning[] = [...(options.warnings ?? [])];
  let files = collectFiles(options, warnings);
  let rootName = options.rootName;
  if (options.unwrap) {
    const unwrapped = unwrapTopFolder(files);
    if (unwrapped) ({ files, top: rootName } = unwrapped);
  }
  rejectCollisions(files, options.sink);
  checkArchiveCaps(
    [...files].map(([path, bytes]) => ({ path, size: bytes.length })),
    null,
    options.limits,
  );
  if (files.size === 0) fail("BUNDLE_EMPTY", "The bundle contains no files.");

  const out: Array<BundleFile & { key: Uint8Array }> = [];
  for (const [path, bytes] of files) {
    const nested = inspectNestedArchive(bytes, path, options.limits);
    if (nested?.innerArchive) {
      options.sink.report(
        "BUNDLE_NESTED_ARCHIVE",
        path,
        `"${path}" contains another archive ("${nested.innerArchive}"); only one level of nesting is allowed.`,
      );
      continue;
    }
    if (nested)
      warnings.push({ code: "BUNDLE_ARCHIVE_KEPT", path, message: `"${path}" is a ${nested.format} archive; it is kept as a file and scanned as one.` });
    const { isText, isUtf8 } = detectText(bytes);
    out.push({
      key: encoder.encode(path),
      path,
      bytes,
      size: bytes.length,
      sha256: sha256Hex(bytes),
      isText,
      isUtf8,
      contentType: contentTypeFor(path, isText),
    });
  }
  if (out.length === 0) fail("BUNDLE_EMPTY", "The bundle contains no usable files.");
  out.sort((a, b) => comparePathBytes(a.key, b.key));
  const bundleFiles: BundleFile[] = out.map(({ key: _key, ...file }) => file);
  return {
    files: bundleFiles,
    digest: computeBundleDigest(bundleFiles),
    fingerprint: computeClawhubFingerprint(bundleFiles),
    totalSize: bundleFiles.reduce((sum, f) => sum + f.size, 0),
    warnings,
    format: options.format,
    rootName,
    violations: options.sink.collected,
  };
}
