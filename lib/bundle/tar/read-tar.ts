// .tar.gz / .tgz / .tar upload → raw entries. Gunzip is capped while it runs (by the ratio and the
// total-size limit plus room for tar headers), then the usual caps apply to the files themselves.
import { CompressedDataCorrupt, OutputCapExceeded, gunzipCapped, parseTar, TarFormatError, type TarEntry } from "@/scanner/archive";
import { isJunkPath } from "../classify-path";
import { checkArchiveCaps } from "../check-archive-caps";
import type { BundleLimits, RawEntry } from "../types";
import { fail, type ViolationSink } from "../violation-sink";

// Per entry a tar adds a header, perhaps a PAX or long-name block pair and padding.
const HEADER_ALLOWANCE_PER_FILE = 3 * 1024;

export function gunzipBundle(gz: Uint8Array, limits: BundleLimits, path?: string): Uint8Array {
  const allowance = HEADER_ALLOWANCE_PER_FILE * (limits.maxFiles + 16) + 20 * 1024;
  const ratioCap = limits.maxRatio * gz.length + allowance;
  const sizeCap = limits.maxTotalBytes + allowance;
  try {
    return gunzipCapped(gz, Math.min(ratioCap, sizeCap));
  } catch (error) {
    if (error instanceof OutputCapExceeded) {
      if (ratioCap <= sizeCap) fail("BUNDLE_COMPRESSION_RATIO", `The gzip stream expands more than ${limits.maxRatio}:1.`, path);
      fail("BUNDLE_TOO_LARGE", `The archive expands past the ${limits.maxTotalBytes}-byte bundle limit.`, path);
    }
    if (error instanceof CompressedDataCorrupt) fail("BUNDLE_CORRUPT", `The gzip stream is corrupt: ${error.message}.`, path);
    throw error;
  }
}

export function listTar(tar: Uint8Array, path?: string): TarEntry[] {
  try {
    return parseTar(tar);
  } catch (error) {
    if (error instanceof TarFormatError) fail("BUNDLE_CORRUPT", `Tar archive: ${error.message}.`, path);
    throw error;
  }
}

export function readTar(bytes: Uint8Array, gzipped: boolean, limits: BundleLimits, sink: ViolationSink): RawEntry[] {
  const tar = gzipped ? gunzipBundle(bytes, limits) : bytes;
  const raw: RawEntry[] = [];
  const files: Array<{ path: string; entry: TarEntry; slot: number }> = [];
  for (const entry of listTar(tar)) {
    if (entry.name === null) {
      sink.report("BUNDLE_INVALID_PATH", Buffer.from(entry.rawName).toString("hex"), "An entry name is not valid UTF-8.");
      continue;
    }
    const rawPath = entry.name;
    if (entry.kind === "directory") raw.push({ type: "directory", rawPath });
    else if (entry.kind === "link") raw.push({ type: "link", rawPath });
    else if (entry.kind === "special") raw.push({ type: "special", rawPath, detail: `tar type "${entry.typeflag}"` });
    else if (isJunkPath(rawPath)) raw.push({ type: "file", rawPath, bytes: new Uint8Array(0) });
    else {
      files.push({ path: rawPath, entry, slot: raw.length });
      raw.push({ type: "directory", rawPath: "" }); // placeholder, replaced once the caps pass
    }
  }
  checkArchiveCaps(
    files.map(({ path, entry }) => ({ path, size: entry.size })),
    gzipped ? bytes.length : null,
    limits,
  );
  for (const { path, entry, slot } of files) raw[slot] = { type: "file", rawPath: path, bytes: tar.slice(entry.dataStart, entry.dataStart + entry.size) };
  return raw;
}
