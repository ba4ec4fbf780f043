// readBundle: any accepted upload shape → a checked, hashed Bundle (or a bundle AppError).
import { hasArchiveExtension, isJunkPath } from "./classify-path";
import { assembleBundle } from "./assemble-bundle";
import { checkArchiveCaps } from "./check-archive-caps";
import { resolveLimits } from "./limits";
import { isSkillFileName, markdownSkill, yamlSkill } from "./read-flat-file";
import { readDirectory } from "./read-directory";
import { sniffArchive } from "@/scanner/archive";
import { readTar } from "./tar/read-tar";
import type { Bundle, BundleInput, BundleLimits, ReadBundleOptions } from "./types";
import { fail, ViolationSink } from "./violation-sink";
import { readZip } from "./zip/read-zip";

function readArchive(filename: string, bytes: Uint8Array, limits: BundleLimits, sink: ViolationSink): Bundle {
  const kind = sniffArchive(bytes);
  const lower = filename.toLowerCase();
  if (kind === "zip") {
    const entries = readZip(bytes, limits, sink);
    return assembleBundle({ entries, format: lower.endsWith(".skill") ? "skill" : "zip", rootName: null, unwrap: true, limits, sink });
  }
  if (kind === "gzip" || kind === "tar") {
    const entries = readTar(bytes, kind === "gzip", limits, sink);
    return assembleBundle({ entries, format: "tar", rootName: null, unwrap: true, limits, sink });
  }
  if (kind === null && /\.(zip|skill|tgz|tar\.gz|tar)$/.test(lower))
    fail("BUNDLE_CORRUPT", `"${filename}" does not start like a ${lower.slice(lower.lastIndexOf(".") + 1)} archive.`);
  fail("BUNDLE_UNSUPPORTED_FORMAT", `"${filename}" is ${kind ? `a ${kind} archive` : "not an archive we read"}; upload a .zip, .skill, .tar.gz or .tgz.`);
}

const FLAT_FILE = /\.(md|markdown|ya?ml)$/i;

/** A single-file skill (`<name>.md`, `<name>.yaml`) → a SKILL.md bundle named after the file. */
function readFlatFile(filename: string, bytes: Uint8Array, limits: BundleLimits, sink: ViolationSink): Bundle {
  const lower = filename.toLowerCase();
  const { entries, rootName } = lower.endsWith(".md") || lower.endsWith(".markdown") ? markdownSkill(filename, bytes) : yamlSkill(filename, bytes);
  return assembleBundle({ entries, format: lower.endsWith(".md") || lower.endsWith(".markdown") ? "markdown" : "yaml", rootName, unwrap: false, limits, sink });
}

/** One root-level `.md`/`.yaml` file that is not SKILL.md: every publish path reads it as a flat skill. */
function loneFlatFile(files: Array<{ path: string; bytes: Uint8Array }>): { path: string; bytes: Uint8Array } | null {
  if (files.length !== 1) return null;
  const path = files[0]!.path.replace(/^(\.\/)+/, "");
  return !path.includes("/") && !path.includes("\\") && FLAT_FILE.test(path) && !isSkillFileName(path) ? { path, bytes: files[0]!.bytes } : null;
}

export async function readBundle(input: BundleInput, options: ReadBundleOptions = {}): Promise<Bundle> {
  const limits = resolveLimits(options.limits);
  const sink = new ViolationSink(options.onViolation ?? "throw");
  switch (input.kind) {
    case "directory": {
      const { entries, rootName } = await readDirectory(input.path, limits, sink);
      return assembleBundle({ entries, format: "directory", rootName, unwrap: false, limits, sink });
    }
    case "archive":
      return readArchive(input.filename, input.bytes, limits, sink);
    case "file": {
      const lower = input.filename.toLowerCase();
      if (sniffArchive(input.bytes) !== null || hasArchiveExtension(lower)) return readArchive(input.filename, input.bytes, limits, sink);
      checkArchiveCaps([{ path: input.filename, size: input.bytes.length }], null, limits);
      if (FLAT_FILE.test(lower)) return readFlatFile(input.filename, input.bytes, limits, sink);
      fail("BUNDLE_UNSUPPORTED_FORMAT", `"${input.filename}" is neither a skill file (.md, .yaml) nor an archive.`);
    }
    case "files": {
      const authored = input.files.filter((f) => !isJunkPath(f.path));
      checkArchiveCaps(
        authored.map((f) => ({ path: f.path, size: f.bytes.length })),
        null,
        limits,
      );
      const flat = loneFlatFile(authored);
      if (flat) return readFlatFile(flat.path, flat.bytes, limits, sink);
      const entries = input.files.map((f) => ({ type: "file" as const, rawPath: f.path, bytes: f.bytes }));
      return assembleBundle({ entries, format: "files", rootName: input.rootName ?? null, unwrap: true, limits, sink });
    }
  }
}
