// Soft-delete a skill: hidden everywhere, nothing installable, and its slug reserved for 30 days
// so nobody can take the name and serve different code to people who installed it.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockManagedSkill } from "./lock-managed-skill";
import { refreshSkillState } from "./refresh-skill-state";

export const SLUG_RESERVATION_DAYS = 30;

export async function deleteSkill(input: { actor: Actor; slug: string; reason?: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer", allowDeleted: true });
    if (skill.deletedAt) throw new AppError("SKILL_DELETED", `'${skill.slug}' is already deleted.`, { details: { slug: skill.slug } });
    const now = new Date();
    const reservedUntil = new Date(now.getTime() + SLUG_RESERVATION_DAYS * 86_400_000);
    const reason = input.reason?.trim() || null;
    await tx.skill.update({ where: { id: skill.id }, data: { deletedAt: now, deletedReason: reason, slugReservedUntil: reservedUntil } });
    // A pending transfer of a deleted skill would hand over something nobody can see.
    await tx.transferRequest.updateMany({ where: { skillId: skill.id, status: "PENDING" }, data: { status: "CANCELLED", resolvedAt: now } });
    await refreshSkillState(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "skill.delete",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data: { slug: skill.slug, slugReservedUntil: reservedUntil.toISOString() },
    });
    await recordChange(tx, { kind: "delete", skillId: skill.id, slug: skill.slug });
    return { slug: skill.slug, deletedAt: now, slugReservedUntil: reservedUntil };
  });
}
