// One file of a version with its bytes, for the Files tab viewer and the raw/download route.
// Callers decide whether the viewer may see the bytes (withdrawn/blocked versions); this only reads.
// (readVersionFile is the installer-facing twin: it refuses withdrawn and blocked versions itself.)
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { readCachedBlob } from "./read-cached-blob";

export async function listFilesOfVersion(input: { versionId: string }) {
  return db.skillFile.findMany({
    where: { versionId: input.versionId },
    select: { path: true, size: true, sha256: true, contentType: true, isText: true },
    orderBy: { path: "asc" },
  });
}

type FileRow = Awaited<ReturnType<typeof listFilesOfVersion>>[number];

/** `file`: the row when the caller already listed the version's files (saves the lookup). */
export async function loadVersionFile(input: { versionId: string; path: string; file?: FileRow }) {
  const file = input.file ?? (await db.skillFile.findUnique({
    where: { versionId_path: { versionId: input.versionId, path: input.path } },
    select: { path: true, size: true, sha256: true, contentType: true, isText: true },
  }));
  if (!file) throw new AppError("FILE_NOT_FOUND", `No file '${input.path}' in this version.`, { details: { path: input.path } });
  const bytes = await readCachedBlob(file.sha256);
  if (!bytes) throw new Error(`blob ${file.sha256} for ${input.path} is missing from the blob store`);
  return { ...file, bytes };
}
