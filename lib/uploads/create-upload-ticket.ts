// Step one of the clawhub CLI's staged publish: a ticket for one file, naming the size and sha256
// the bytes must have. Tickets live an hour; expired ones are cleared as new ones are made.
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { expireUploadTickets } from "./expire-upload-tickets";

export const UPLOAD_TICKET_TTL_MS = 60 * 60 * 1000;

export type DeclaredUpload = { path: string; size: number; sha256: string };

export async function createUploadTicket(input: { actor: Actor; declared?: DeclaredUpload; now?: Date }): Promise<{ id: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const maxFileBytes = getConfig().BUNDLE_MAX_FILE_BYTES;
  if (input.declared && input.declared.size > maxFileBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", `'${input.declared.path}' is ${input.declared.size} bytes; files may be at most ${maxFileBytes}.`, {
      details: { path: input.declared.path, size: input.declared.size, limit: maxFileBytes },
    });
  }
  await expireUploadTickets({ now, limit: 200 });
  return db.uploadTicket.create({
    data: {
      userId: input.actor.userId,
      path: input.declared?.path ?? null,
      size: input.declared?.size ?? null,
      sha256: input.declared?.sha256.toLowerCase() ?? null,
      expiresAt: new Date(now.getTime() + UPLOAD_TICKET_TTL_MS),
    },
    select: { id: true, expiresAt: true },
  });
}
