// readBundle: any accepted upload shape → a checked, hashed Bundle (or a bundle AppError).
import { hasArchiveExtension, isJunkPath } from "./classify-path";
import { assembleBundle } from "./assemble-bundle";
import { checkArchiveCaps } from "./check-archive-caps";
import { resolveLimits } from "./limits";
import { markdownSkill, yamlSkill } from "./read-flat-file";
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
  if (kind === null && /\.(zip|skill|tgz|tar\.gz|tar)$/.test(lower)) fail("BUNDLE_CORRUPT", `"${filename}" does not start like a ${lower.slice(lower.lastIndexOf(".") + 1)} archive.`);
  fail("BUNDLE_UNSUPPORTED_FORMAT", `"${filename}" is ${kind ? `a ${kind} archive` : "not an archive we read"}; upload a .zip, .skill, .tar.gz or .tgz.`);
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
      if (lower.endsWith(".md") || lower.endsWith(".markdown")) {
        const { entries, rootName } = markdownSkill(input.filename, input.bytes);
        return assembleBundle({ entries, format: "markdown", rootName, unwrap: false, limits, sink });
      }
      if (lower.endsWith(".yaml") || lower.endsWith(".yml")) {
        const { entries, rootName } = yamlSkill(input.filename, input.bytes);
        return assembleBundle({ entries, format: "yaml", rootName, unwrap: false, limits, sink });
      }
      fail("BUNDLE_UNSUPPORTED_FORMAT", `"${input.filename}" is neither a skill file (.md, .yaml) nor an archive.`);
    }
    case "files": {
      const authored = input.files.filter((f) => !isJunkPath(f.path));
      checkArchiveCaps(authored.map((f) => ({ path: f.path, size: f.bytes.length })), null, limits);
      const entries = input.files.map((f) => ({ type: "file" as const, rawPath: f.path, bytes: f.bytes }));
      return assembleBundle({ entries, format: "files", rootName: input.rootName ?? null, unwrap: true, limits, sink });
    }
  }
}
