// Offer a skill to another publisher (a person or an org). Nothing changes hands until the
// recipient accepts; the offer expires after 7 days and there is one pending offer per skill. Who
// made it is kept: it stands only while they may still administer the skill (offer-stands.ts).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { expireTransfers, TRANSFER_TTL_DAYS } from "./expire-transfers";
import { lockManagedSkill } from "./lock-managed-skill";

export async function requestTransfer(input: { actor: Actor; slug: string; toHandle: string; message?: string; ip?: string }) {
  const target = await db.user.findUnique({ where: { handle: input.toHandle.trim().toLowerCase() }, select: { id: true, handle: true, bannedAt: true } });
  if (!target || target.bannedAt) throw new AppError("USER_NOT_FOUND", `No publisher '${input.toHandle}'.`, { details: { handle: input.toHandle } });
  const existing = await db.skill.findUnique({ where: { slug: input.slug }, select: { id: true } });
  if (existing) await expireTransfers({ skillId: existing.id });
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer" });
    if (target.id === skill.ownerId)
      throw new AppError("INVALID_STATE", `'${skill.slug}' already belongs to ${target.handle}.`, { details: { slug: skill.slug } });
    const pending = await tx.transferRequest.findFirst({ where: { skillId: skill.id, status: "PENDING" }, select: { id: true } });
    if (pending)
      throw new AppError("TRANSFER_PENDING", `'${skill.slug}' already has a pending transfer; cancel it first.`, { details: { transferId: pending.id } });
    const expiresAt = new Date(Date.now() + TRANSFER_TTL_DAYS * 86_400_000);
    const message = input.message?.trim().slice(0, 1000) || null;
    const transfer = await tx.transferRequest.create({
      data: { skillId: skill.id, fromUserId: skill.ownerId, toUserId: target.id, requestedById: input.actor.userId, message, expiresAt },
      select: { id: true, expiresAt: true },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "transfer.request",
      targetType: "transfer",
      targetId: transfer.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, to: target.handle, expiresAt: expiresAt.toISOString() },
    });
    return { id: transfer.id, slug: skill.slug, toHandle: target.handle, expiresAt: transfer.expiresAt };
  });
}
