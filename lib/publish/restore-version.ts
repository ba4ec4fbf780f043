// Undo a withdrawal. Dist-tags released by the withdrawal are not re-pointed: the owner sets
// them again on purpose. A version a moderator blocked stays uninstallable.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockManagedSkill } from "./lock-managed-skill";
import { lockVersion } from "./lock-version";
import { refreshSkillState } from "./refresh-skill-state";

export async function restoreVersion(input: { actor: Actor; slug: string; version: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer" });
    const version = await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version });
    if (!version.withdrawnAt)
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is not withdrawn.`, { details: { slug: skill.slug, version: version.version } });
    await tx.skillVersion.update({ where: { id: version.id }, data: { withdrawnAt: null, withdrawnReason: null } });
    const { latestVersionId } = await refreshSkillState(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "version.restore",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, version: version.version },
    });
    await recordChange(tx, { kind: "restore", skillId: skill.id, slug: skill.slug, version: version.version });
    return { slug: skill.slug, version: version.version, latestVersionId };
  });
}
