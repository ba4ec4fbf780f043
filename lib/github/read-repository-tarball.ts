// A GitHub tarball (one top folder "<owner>-<repo>-<sha>/") → every entry keyed by its path in
// the repository. Gunzip stops at the expansion cap; per-skill hygiene and limits are applied
// later by lib/bundle when each skill is read on its own.
import { AppError } from "@/lib/errors";
import { CompressedDataCorrupt, OutputCapExceeded, gunzipCapped, parseTar, TarFormatError, type TarEntry } from "@/scanner/archive";
import type { RepositorySnapshot } from "./types";

/** A repository tarball may expand to this many times its compressed cap. */
export const TARBALL_EXPANSION_FACTOR = 4;

function corrupt(message: string): AppError {
  return new AppError("GITHUB_UNAVAILABLE", `GitHub sent a tarball we cannot read (${message}); try again.`);
}

function withoutTopFolder(name: string): string | null {
  const slash = name.indexOf("/");
  return slash === -1 ? null : name.slice(slash + 1).replace(/\/+$/, "");
}

export function readRepositoryTarball(gz: Uint8Array, options: { maxExpandedBytes: number }): RepositorySnapshot {
  let tar: Uint8Array;
  let entries: TarEntry[];
  try {
    tar = gunzipCapped(gz, options.maxExpandedBytes);
    entries = parseTar(tar);
  } catch (error) {
    if (error instanceof OutputCapExceeded) {
      throw new AppError("GITHUB_TARBALL_TOO_LARGE", `The repository expands past ${options.maxExpandedBytes} bytes, the limit for imports.`, {
        details: { maxExpandedBytes: options.maxExpandedBytes },
      });
    }
    if (error instanceof CompressedDataCorrupt || error instanceof TarFormatError) throw corrupt(error.message);
    throw error;
  }
  const snapshot: RepositorySnapshot = { files: new Map(), irregular: new Map() };
  for (const entry of entries) {
    const name = entry.name ?? new TextDecoder().decode(entry.rawName);
    const path = withoutTopFolder(name);
    if (!path) continue; // the top folder itself
    if (entry.name === null) snapshot.irregular.set(path, "invalid-name");
    else if (entry.kind === "file") snapshot.files.set(path, tar.subarray(entry.dataStart, entry.dataStart + entry.size));
    else if (entry.kind === "link" || entry.kind === "special") snapshot.irregular.set(path, entry.kind);
  }
  return snapshot;
}
