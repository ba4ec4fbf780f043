// Loads a transfer request for an answer (accept/reject) or a cancellation: locks the skill, then
// the request, checks the caller is its recipient (or sender) and that it is still open. Answering
// for an org takes an org owner or admin; a trusted-publishing token answers nothing.
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, canActFor } from "@/lib/access";
import { lockSkill } from "./lock-skill";

/**
 * The one answer for "no transfer you may answer": asked by the skill's name (the clawhub CLI), it is
 * the same whether the skill has no offer, does not exist, or has an offer that is not the caller's
 * (a private skill's pending offer must not tell an outsider the skill exists).
 */
export function transferNotFound(asked: { slug: string } | { transferId: string }): AppError {
  return "slug" in asked
    ? new AppError("TRANSFER_NOT_FOUND", `No pending transfer for '${asked.slug}'.`, { details: { slug: asked.slug } })
    : new AppError("TRANSFER_NOT_FOUND", "No such transfer request for you.", { details: { transferId: asked.transferId } });
}

/** `slug`: the name the caller asked by (findPendingTransfer), which a refusal repeats instead of the transfer's id. */
export async function lockPendingTransfer(tx: Tx, input: { actor: Actor; transferId: string; side: "recipient" | "sender"; slug?: string }) {
  assertAccountAction(input.actor, "answer or cancel transfers");
  const notFound = () => transferNotFound(input.slug === undefined ? { transferId: input.transferId } : { slug: input.slug });
  const peek = await tx.transferRequest.findUnique({ where: { id: input.transferId }, select: { skillId: true } });
  if (!peek) throw notFound();
  // Skill first, then the request: the same lock order as deleteSkill, so the two never deadlock.
  const skill = await lockSkill(tx, { id: peek.skillId });
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "TransferRequest" WHERE "id" = ${input.transferId} FOR UPDATE`;
  const transfer = rows[0]
    ? await tx.transferRequest.findUnique({
        where: { id: input.transferId },
        select: {
          id: true,
          status: true,
          fromUserId: true,
          toUserId: true,
          requestedById: true,
          expiresAt: true,
          toUser: { select: { handle: true } },
          fromUser: { select: { handle: true } },
        },
      })
    : null;
  if (!transfer) throw notFound();
  const party = input.side === "recipient" ? transfer.toUserId : transfer.fromUserId;
  const allowed =
    (await canActFor(tx, input.actor, party, "administer")) || (input.side === "sender" && (await canActFor(tx, input.actor, skill.ownerId, "administer")));
  if (!allowed) throw notFound();
  // Callers expire stale requests (expireTransfers) before their transaction; the date check
  // covers a request whose 7 days ran out in between.
  const status = transfer.status === "PENDING" && transfer.expiresAt <= new Date() ? "EXPIRED" : transfer.status;
  if (status !== "PENDING") {
    throw new AppError("TRANSFER_CLOSED", `This transfer request is ${status.toLowerCase()}.`, { details: { transferId: transfer.id, status } });
  }
  return { skill, transfer };
}
