// Step three reads the staged files back for a publish: every ticket must be the caller's, live,
// uploaded, and (when the publish names one) hold the sha256 the publish expects.
import type { Actor } from "@/lib/auth/actor";
import { getBlobStore } from "@/lib/blobs";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { deleteUnusedBlobs } from "./delete-unused-blobs";

export type UploadedFileRef = { path: string; storageId: string; sha256?: string };

export async function loadUploadedFiles(input: { actor: Actor; files: UploadedFileRef[]; now?: Date }): Promise<Array<{ path: string; bytes: Uint8Array }>> {
  const now = input.now ?? new Date();
  const ids = [...new Set(input.files.map((file) => file.storageId))];
  const tickets = await db.uploadTicket.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true, blobSha: true, expiresAt: true } });
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  for (const file of input.files) {
    const ticket = byId.get(file.storageId);
    if (!ticket || ticket.userId !== input.actor.userId || ticket.expiresAt <= now) {
      throw new AppError("UPLOAD_NOT_FOUND", `No upload '${file.storageId}' for '${file.path}' (uploads expire after an hour); upload it again.`, {
        details: { path: file.path, storageId: file.storageId },
      });
    }
    if (!ticket.blobSha)
      throw new AppError("UPLOAD_INCOMPLETE", `'${file.path}' was never uploaded.`, { details: { path: file.path, storageId: file.storageId } });
    if (file.sha256 && file.sha256.toLowerCase() !== ticket.blobSha) {
      throw new AppError("UPLOAD_INCOMPLETE", `'${file.path}' was uploaded with other bytes than the publish names.`, {
        details: { path: file.path, expected: file.sha256, uploaded: ticket.blobSha },
      });
    }
  }
  const blobs = await getBlobStore().getMany(tickets.flatMap((ticket) => (ticket.blobSha ? [ticket.blobSha] : [])));
  return input.files.map((file) => {
    const bytes = blobs.get(byId.get(file.storageId)!.blobSha!);
    if (!bytes) throw new Error(`uploaded blob for ${file.path} is missing from the blob store`);
    return { path: file.path, bytes };
  });
}

/** After a publish, the tickets are spent: their bytes now belong to a version (bytes the bundle
 * reader dropped, such as macOS metadata files, are deleted). */
export async function consumeUploadTickets(input: { actor: Actor; storageIds: string[] }): Promise<void> {
  const spent = await db.$queryRaw<Array<{ blobSha: string | null }>>`
    DELETE FROM "UploadTicket" WHERE "id" = ANY(${input.storageIds}::text[]) AND "userId" = ${input.actor.userId} RETURNING "blobSha"`;
  await deleteUnusedBlobs(spent.flatMap((row) => (row.blobSha ? [row.blobSha] : [])));
}
