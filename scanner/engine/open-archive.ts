// Opens an archive found inside a bundle with the one shared reader (scanner/archive), so what the
// bundle stores and what the scanner reads can never differ. Every byte is either returned for
// scanning or named in `unscanned` with the reason: encrypted, unsupported, corrupt, over budget.
import { CompressedDataCorrupt, gunzipCapped, OutputCapExceeded, parseTar, parseZipDirectory, readZipEntry, TarFormatError, ZipFormatError } from "../archive";

export type OpenedEntry = { name: string; bytes: Uint8Array };
export type OpenedArchive = { entries: OpenedEntry[]; listed: string[]; encrypted: string[]; unscanned: string[] };

export type ArchiveBudget = { bytes: number; entries: number };

function opened(): OpenedArchive {
  return { entries: [], listed: [], encrypted: [], unscanned: [] };
}

function openZip(bytes: Uint8Array, budget: ArchiveBudget, out: OpenedArchive): void {
  let entries;
  try {
    entries = parseZipDirectory(bytes);
  } catch (error) {
    out.unscanned.push(`unreadable zip (${error instanceof ZipFormatError ? error.message : "malformed"})`);
    return;
  }
  for (const e of entries) {
    if (e.kind === "directory") continue;
    const name = e.name ?? "(undecodable name)";
    out.listed.push(name);
    if (e.kind !== "file") {
      out.unscanned.push(`${name}: ${e.kind} entry`);
      continue;
    }
    if (e.encrypted) {
      out.encrypted.push(name);
      out.unscanned.push(`${name}: encrypted`);
      continue;
    }
    if (budget.entries <= 0 || e.uncompressedSize > budget.bytes) {
      out.unscanned.push(`${name}: over the scanner's archive budget (${e.uncompressedSize} bytes)`);
      continue;
    }
    try {
      const data = readZipEntry(bytes, e);
      budget.bytes -= data.length;
      budget.entries--;
      out.entries.push({ name, bytes: data });
    } catch (error) {
      out.unscanned.push(`${name}: ${error instanceof ZipFormatError ? error.message : "cannot be read"}`);
    }
  }
}

function openTar(tar: Uint8Array, budget: ArchiveBudget, out: OpenedArchive): void {
  let entries;
  try {
    entries = parseTar(tar);
  } catch (error) {
    out.unscanned.push(`unreadable tar (${error instanceof TarFormatError ? error.message : "malformed"})`);
    return;
  }
  for (const e of entries) {
    if (e.kind === "directory") continue;
    const name = e.name ?? "(undecodable name)";
    out.listed.push(name);
    if (e.kind !== "file") {
      out.unscanned.push(`${name}: ${e.kind} entry`);
      continue;
    }
    if (budget.entries <= 0 || e.size > budget.bytes) {
      out.unscanned.push(`${name}: over the scanner's archive budget (${e.size} bytes)`);
      continue;
    }
    budget.bytes -= e.size;
    budget.entries--;
    out.entries.push({ name, bytes: tar.subarray(e.dataStart, e.dataStart + e.size) });
  }
}

/** zip, tar and gzip (of a tar or of one file) are read in full within `budget`; other formats are unscanned. */
export function openArchive(bytes: Uint8Array, format: string, path: string, budget: ArchiveBudget): OpenedArchive {
  const out = opened();
  if (format === "zip") openZip(bytes, budget, out);
  else if (format === "tar") openTar(bytes, budget, out);
  else if (format === "gzip") {
    let inner: Uint8Array;
    try {
      inner = gunzipCapped(bytes, budget.bytes);
    } catch (error) {
      out.unscanned.push(
        error instanceof OutputCapExceeded
          ? `gzip expands past the scanner's archive budget (${budget.bytes} bytes)`
          : error instanceof CompressedDataCorrupt
            ? "corrupt gzip stream"
            : "unreadable gzip",
      );
      return out;
    }
    if (inner.length > 262 && inner[257] === 0x75 && inner[258] === 0x73 && inner[259] === 0x74 && inner[260] === 0x61 && inner[261] === 0x72)
      openTar(inner, budget, out);
    else {
      const name = (path.split("/").pop() ?? path).replace(/\.(?:gz|tgz)$/i, "") || "content";
      budget.bytes -= inner.length;
      out.listed.push(name);
      out.entries.push({ name, bytes: inner });
    }
  } else out.unscanned.push(`${format} archives cannot be read by the scanner`);
  return out;
}
