// Revokes one of the caller's own API tokens. Revoking twice is harmless; someone else's token is "not found".
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "../actor";

export async function revokeApiToken(input: { actor: Actor; tokenId: string; now?: Date; ip?: string }): Promise<{ revoked: boolean }> {
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    const token = await tx.apiToken.findFirst({ where: { id: input.tokenId, userId: input.actor.userId }, select: { id: true, revokedAt: true } });
    if (!token) throw new AppError("TOKEN_NOT_FOUND", "No such token among yours.");
    if (token.revokedAt) return { revoked: false };
    await tx.apiToken.update({ where: { id: token.id }, data: { revokedAt: now } });
    await recordAudit(tx, { actorId: input.actor.userId, action: "token.revoke", targetType: "token", targetId: token.id, ip: input.ip ?? null });
    return { revoked: true };
  });
}
