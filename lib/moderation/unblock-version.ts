// Undo a block. A version that is not clean stays flagged (the moderator has seen it), so
// installers still get its warning.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { lockModeratedVersion } from "./lock-moderated-version";
import { REVIEW_STATE } from "./review-state";

export async function unblockVersion(input: { actor: Actor; slug: string; version: string; reason: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const { skill, version, reason } = await lockModeratedVersion(tx, input);
    if (!version.blockedAt)
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is not blocked.`, { details: { slug: skill.slug, version: version.version } });
    const reviewState = version.verdict === "CLEAN" ? null : REVIEW_STATE.FLAGGED;
    await tx.skillVersion.update({ where: { id: version.id }, data: { blockedAt: null, blockedReason: null, reviewState } });
    const { latestVersionId } = await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, version: version.version, verdict: version.verdict };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.unblock-version",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "unblock", skillId: skill.id, slug: skill.slug, version: version.version, data: { reason } });
    return { slug: skill.slug, version: version.version, latestVersionId };
  });
}
