// Step two: the bytes for a ticket. They must match what the ticket declared; they are stored as a
// content-addressed blob right away, so the publish that follows only reads them back. Sending the
// same bytes again (a retried upload) is fine; different bytes for the same ticket are not.
import type { Actor } from "@/lib/auth/actor";
import { getBlobStore } from "@/lib/blobs";
import { sha256Hex } from "@/lib/bundle/sha256";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function storeUpload(input: {
  actor: Actor;
  ticketId: string;
  bytes: Uint8Array;
  now?: Date;
}): Promise<{ storageId: string; sha256: string; size: number }> {
  const now = input.now ?? new Date();
  const ticket = await db.uploadTicket.findUnique({
    where: { id: input.ticketId },
    select: { id: true, userId: true, size: true, sha256: true, blobSha: true, path: true, expiresAt: true },
  });
  if (!ticket || ticket.userId !== input.actor.userId || ticket.expiresAt <= now) {
    throw new AppError("UPLOAD_NOT_FOUND", "No such upload ticket for you (tickets expire after an hour); ask for a new upload URL.", {
      details: { ticket: input.ticketId },
    });
  }
  const sha256 = sha256Hex(input.bytes);
  const size = input.bytes.byteLength;
  const details = { ticket: ticket.id, path: ticket.path, expected: { size: ticket.size, sha256: ticket.sha256 }, received: { size, sha256 } };
  if ((ticket.size !== null && ticket.size !== size) || (ticket.sha256 !== null && ticket.sha256 !== sha256)) {
    throw new AppError("UPLOAD_MISMATCH", `The bytes for '${ticket.path ?? ticket.id}' do not match the size and sha256 declared for them.`, { details });
  }
  if (ticket.blobSha && ticket.blobSha !== sha256)
    throw new AppError("UPLOAD_MISMATCH", "This ticket already holds other bytes; ask for a new upload URL.", { details });
  const maxFileBytes = getConfig().BUNDLE_MAX_FILE_BYTES;
  if (size > maxFileBytes) throw new AppError("PAYLOAD_TOO_LARGE", `Files may be at most ${maxFileBytes} bytes.`, { details: { size, limit: maxFileBytes } });
  // Staged bytes waiting for a publish, per account: about two bundles' worth.
  const pendingLimit = 2 * getConfig().BUNDLE_MAX_TOTAL_BYTES;
  const pending = await db.uploadTicket.aggregate({
    where: { userId: input.actor.userId, expiresAt: { gt: now }, blobSha: { not: null }, id: { not: ticket.id } },
    _sum: { size: true },
  });
  if ((pending._sum.size ?? 0) + size > pendingLimit) {
    throw new AppError("PAYLOAD_TOO_LARGE", `More than ${pendingLimit} bytes of uploads are waiting to be published; publish them or wait an hour.`, {
      details: { limit: pendingLimit },
    });
  }
  await db.$transaction(async (tx) => {
    await getBlobStore().putMany(tx, [{ sha256, bytes: input.bytes }]);
    await tx.uploadTicket.update({ where: { id: ticket.id }, data: { blobSha: sha256, sha256, size } });
  });
  return { storageId: ticket.id, sha256, size };
}
