// Zip (and .skill) upload → raw entries. Every size and ratio cap is checked against the declared
// sizes before anything is inflated, and inflation then refuses to produce a byte more than declared.
import { parseZipDirectory, readZipEntry, ZipFormatError, type ZipEntry } from "@/scanner/archive";
import { crc32 } from "../crc32";
import { isJunkPath } from "../classify-path";
import type { BundleLimits, RawEntry } from "../types";
import { fail, type ViolationSink } from "../violation-sink";
import { checkArchiveCaps } from "../check-archive-caps";

const EMPTY = new Uint8Array(0);

export function listZip(bytes: Uint8Array): ZipEntry[] {
  try {
    return parseZipDirectory(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) fail(error.kind === "unsupported" ? "BUNDLE_UNSUPPORTED_FORMAT" : "BUNDLE_CORRUPT", `Zip archive: ${error.message}.`);
    throw error;
  }
}

export function extractZipEntry(bytes: Uint8Array, entry: ZipEntry, path: string): Uint8Array {
  try {
    return readZipEntry(bytes, entry, crc32);
  } catch (error) {
    if (error instanceof ZipFormatError) fail("BUNDLE_CORRUPT", `Entry "${path}": ${error.message}.`, path);
    throw error;
  }
}

export function readZip(bytes: Uint8Array, limits: BundleLimits, sink: ViolationSink): RawEntry[] {
  const entries = listZip(bytes);
  const raw: RawEntry[] = [];
  const wanted: Array<{ entry: ZipEntry; path: string; slot: number }> = [];
  for (const entry of entries) {
    if (entry.name === null) {
      sink.report("BUNDLE_INVALID_PATH", Buffer.from(entry.rawName).toString("hex"), "An entry name is flagged UTF-8 but is not valid UTF-8.");
      continue;
    }
    const rawPath = entry.name;
    if (entry.kind === "directory") raw.push({ type: "directory", rawPath });
    else if (entry.kind === "link") raw.push({ type: "link", rawPath });
    else if (entry.kind === "special") raw.push({ type: "special", rawPath, detail: `unix file type 0o${(entry.mode & 0o170000).toString(8)}` });
    else if (isJunkPath(rawPath))
      raw.push({ type: "file", rawPath, bytes: EMPTY }); // dropped later; never inflated
    else if (entry.encrypted) sink.report("BUNDLE_ENCRYPTED", rawPath, `Entry "${rawPath}" is encrypted.`);
    else if (entry.method !== 0 && entry.method !== 8)
      fail("BUNDLE_UNSUPPORTED_FORMAT", `Entry "${rawPath}" uses compression method ${entry.method}; only stored and deflate are supported.`, rawPath);
    else {
      wanted.push({ entry, path: rawPath, slot: raw.length });
      raw.push({ type: "directory", rawPath: "" }); // placeholder, replaced once the caps pass
    }
  }
  checkArchiveCaps(
    wanted.map(({ entry, path }) => ({ path, size: entry.uncompressedSize })),
    bytes.length,
    limits,
  );
  // Fill the file slots in archive order, so violations are reported in the order entries appear.
  for (const { entry, path, slot } of wanted) raw[slot] = { type: "file", rawPath: path, bytes: extractZipEntry(bytes, entry, path) };
  return raw;
}
