// Withdraw one version: no longer installable or listed, but its number stays taken for good
// (publishing it again is VERSION_EXISTS) and its bytes stay for audits and mirrors.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockManagedSkill } from "./lock-managed-skill";
import { lockVersion } from "./lock-version";
import { refreshSkillState } from "./refresh-skill-state";
import { releaseDistTags } from "./release-dist-tags";

export async function withdrawVersion(input: { actor: Actor; slug: string; version: string; reason?: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer" });
    const version = await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version });
    if (version.withdrawnAt)
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is already withdrawn.`, {
        details: { slug: skill.slug, version: version.version },
      });
    const reason = input.reason?.trim() || null;
    await tx.skillVersion.update({ where: { id: version.id }, data: { withdrawnAt: new Date(), withdrawnReason: reason } });
    const releasedTags = await releaseDistTags(tx, { versionId: version.id });
    const { latestVersionId } = await refreshSkillState(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "version.withdraw",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data: { slug: skill.slug, version: version.version, releasedTags },
    });
    await recordChange(tx, { kind: "withdraw", skillId: skill.id, slug: skill.slug, version: version.version, data: { releasedTags } });
    return { slug: skill.slug, version: version.version, releasedTags, latestVersionId };
  });
}
