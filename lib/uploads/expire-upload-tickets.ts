// Deletes expired upload tickets, and the uploaded blobs nothing else uses.
import { db } from "@/lib/db";
import { deleteUnusedBlobs } from "./delete-unused-blobs";

export async function expireUploadTickets(input: { now?: Date; limit?: number } = {}): Promise<{ tickets: number; blobs: number }> {
  const now = input.now ?? new Date();
  const expired = await db.$queryRaw<Array<{ blobSha: string | null }>>`
    DELETE FROM "UploadTicket" WHERE "id" IN (
      SELECT "id" FROM "UploadTicket" WHERE "expiresAt" < ${now} ORDER BY "expiresAt" LIMIT ${input.limit ?? 1000}
    ) RETURNING "blobSha"`;
  const blobs = await deleteUnusedBlobs(expired.flatMap((row) => (row.blobSha ? [row.blobSha] : [])));
  return { tickets: expired.length, blobs };
}
