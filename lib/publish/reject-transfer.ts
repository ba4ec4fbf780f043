// The recipient declines a transfer; the skill stays where it is.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { expireTransfers } from "./expire-transfers";
import { lockPendingTransfer } from "./lock-pending-transfer";

export async function rejectTransfer(input: { actor: Actor; transferId: string; ip?: string; slug?: string }) {
  await expireTransfers({ transferId: input.transferId });
  return db.$transaction(async (tx) => {
    const { skill, transfer } = await lockPendingTransfer(tx, { actor: input.actor, transferId: input.transferId, side: "recipient", slug: input.slug });
    await tx.transferRequest.update({ where: { id: transfer.id }, data: { status: "REJECTED", resolvedAt: new Date() } });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "transfer.reject",
      targetType: "transfer",
      targetId: transfer.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, from: transfer.fromUser.handle, to: transfer.toUser.handle },
    });
    return { slug: skill.slug, status: "REJECTED" as const };
  });
}
