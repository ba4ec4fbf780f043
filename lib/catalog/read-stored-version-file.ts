// Storage only: a version's file list and one file's bytes by version id, for callers that already
// found the version and asked lib/access whether its bytes may be served (the Files tab, the
// raw-file route, readVisibleVersionFile). It decides nothing about who may see what.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { readCachedBlob } from "@/lib/cache/blob/read-cached-blob";

const fileSelect = { path: true, size: true, sha256: true, contentType: true, isText: true } as const;

export async function listStoredVersionFiles(input: { versionId: string }) {
  return db.skillFile.findMany({ where: { versionId: input.versionId }, select: fileSelect, orderBy: { path: "asc" } });
}

export type StoredVersionFileRow = Awaited<ReturnType<typeof listStoredVersionFiles>>[number];

/** `file`: the row when the caller already listed the version's files (saves the lookup). */
export async function readStoredVersionFile(input: { versionId: string; path: string; file?: StoredVersionFileRow }) {
  const file =
    input.file ?? (await db.skillFile.findUnique({ where: { versionId_path: { versionId: input.versionId, path: input.path } }, select: fileSelect }));
  if (!file) throw new AppError("FILE_NOT_FOUND", `No file '${input.path}' in this version.`, { details: { path: input.path } });
  const bytes = await readCachedBlob(file.sha256);
  if (!bytes) throw new Error(`blob ${file.sha256} for ${input.path} is missing from the blob store`);
  return { ...file, bytes };
}
