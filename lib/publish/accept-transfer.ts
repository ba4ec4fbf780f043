// The recipient accepts a transfer: the skill changes owner, if whoever made the offer still may
// give it away (offer-stands.ts). Trusted publishers and one-skill
// (OIDC) tokens set up by the previous owner are removed: the new owner decides who may publish.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { expireTransfers } from "./expire-transfers";
import { lockPendingTransfer } from "./lock-pending-transfer";
import { offerStands } from "./offer-stands";
import { refreshSkillState } from "./refresh-skill-state";

export async function acceptTransfer(input: { actor: Actor; transferId: string; ip?: string; slug?: string }) {
  await expireTransfers({ transferId: input.transferId });
  return db.$transaction(async (tx) => {
    const { skill, transfer } = await lockPendingTransfer(tx, { actor: input.actor, transferId: input.transferId, side: "recipient", slug: input.slug });
    if (skill.deletedAt) throw new AppError("SKILL_DELETED", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug } });
    const now = new Date();
    if (skill.ownerId !== transfer.fromUserId) {
      // Ownership changed another way since the offer was made: the offer no longer stands.
      throw new AppError("TRANSFER_CLOSED", "The skill changed owner since this offer was made.", {
        details: { transferId: transfer.id, status: transfer.status },
      });
    }
    if (!(await offerStands(tx, transfer))) {
      throw new AppError(
        "TRANSFER_REVOKED",
        "Whoever made this offer may no longer give the skill away; ask its owner (or an owner or admin of its org) to offer it again.",
        {
          details: { transferId: transfer.id },
        },
      );
    }
    await tx.transferRequest.update({ where: { id: transfer.id }, data: { status: "ACCEPTED", resolvedAt: now } });
    await tx.skill.update({ where: { id: skill.id }, data: { ownerId: transfer.toUserId } });
    const removedTrustedPublishers = (await tx.trustedPublisher.deleteMany({ where: { skillId: skill.id } })).count;
    await tx.apiToken.updateMany({ where: { skillId: skill.id, revokedAt: null }, data: { revokedAt: now } });
    await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, from: transfer.fromUser.handle, to: transfer.toUser.handle, removedTrustedPublishers };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "transfer.accept",
      targetType: "transfer",
      targetId: transfer.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data,
    });
    // Who read it through the old owner hears that it left them (their feeds, lib/changes).
    await recordChange(tx, {
      kind: "transfer",
      skillId: skill.id,
      slug: skill.slug,
      data: { from: data.from, to: data.to },
      before: { ownerId: transfer.fromUserId },
    });
    return { slug: skill.slug, ownerHandle: transfer.toUser.handle };
  });
}
