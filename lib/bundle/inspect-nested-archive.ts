// The nested-archive rule: an archive inside the bundle is kept as a file (the scanner reports it),
// but an archive inside *that* archive is refused. Office/ODF/EPUB documents are zip containers,
// not archives (a .pptx chart embeds an .xlsx), so they never count as a level.
import { parseTar, parseZipDirectory, peekDecompressed, sniffArchive, type ArchiveKind, type ZipEntry } from "@/scanner/archive";
import { hasArchiveExtension } from "./classify-path";
import { gunzipBundle } from "./tar/read-tar";
import type { BundleLimits } from "./types";

export type NestedArchive = { format: ArchiveKind; innerArchive: string | null };

const PEEK = 512;

function zipEntryHead(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.encrypted) return new Uint8Array(0);
  if (entry.method === 0) return data.subarray(0, PEEK);
  try {
    return entry.method === 8 ? peekDecompressed(data, PEEK, "deflate") : new Uint8Array(0);
  } catch {
    return new Uint8Array(0);
  }
}

function innerOfZip(bytes: Uint8Array): string | null | "document" {
  let entries: ZipEntry[];
  try {
    entries = parseZipDirectory(bytes);
  } catch {
    return null; // unreadable: kept as an opaque file for the scanner
  }
  const names = new Set(entries.map((e) => e.name));
  if (names.has("[Content_Types].xml") || entries[0]?.name === "mimetype") return "document";
  for (const entry of entries) {
    if (entry.kind !== "file" || entry.name === null) continue;
    if (hasArchiveExtension(entry.name) || sniffArchive(zipEntryHead(bytes, entry)) !== null) return entry.name;
  }
  return null;
}

function innerOfTar(tar: Uint8Array): string | null {
  let entries;
  try {
    entries = parseTar(tar);
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (entry.kind !== "file" || entry.name === null) continue;
    if (hasArchiveExtension(entry.name) || sniffArchive(tar.subarray(entry.dataStart, entry.dataStart + Math.min(entry.size, PEEK))) !== null)
      return entry.name;
  }
  return null;
}

/** null when `bytes` is not an archive (or is a document container). */
export function inspectNestedArchive(bytes: Uint8Array, path: string, limits: BundleLimits): NestedArchive | null {
  const format = sniffArchive(bytes);
  if (format === null) return null;
  if (format === "zip") {
    const inner = innerOfZip(bytes);
    return inner === "document" ? null : { format, innerArchive: inner };
  }
  if (format === "tar") return { format, innerArchive: innerOfTar(bytes) };
  if (format === "gzip") {
    // Bounded like an upload: a bomb hidden one level down is refused with its path.
    let content: Uint8Array;
    try {
      content = gunzipBundle(bytes, limits, path);
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "BUNDLE_CORRUPT") return { format, innerArchive: null };
      throw error;
    }
    const innerFormat = sniffArchive(content);
    if (innerFormat === "tar") return { format, innerArchive: innerOfTar(content) };
    return { format, innerArchive: innerFormat === null ? null : "(gzip payload)" };
  }
  return { format, innerArchive: null }; // 7z, rar, xz, bzip2, zstd: opaque to us
}
