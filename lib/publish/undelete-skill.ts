// Bring back a soft-deleted skill, versions and tags as they were. Works for as long as the slug
// is still the skill's (after the 30 days, someone else may have claimed the name).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockManagedSkill } from "./lock-managed-skill";
import { refreshSkillState } from "./refresh-skill-state";

export async function undeleteSkill(input: { actor: Actor; slug: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer", allowDeleted: true });
    if (!skill.deletedAt) throw new AppError("INVALID_STATE", `'${skill.slug}' is not deleted.`, { details: { slug: skill.slug } });
    await tx.skill.update({ where: { id: skill.id }, data: { deletedAt: null, deletedReason: null, slugReservedUntil: null } });
    await refreshSkillState(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "skill.undelete",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, deletedAt: skill.deletedAt.toISOString() },
    });
    await recordChange(tx, { kind: "undelete", skillId: skill.id, slug: skill.slug });
    return { slug: skill.slug };
  });
}
