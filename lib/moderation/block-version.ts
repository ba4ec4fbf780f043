// A moderator blocks a version: not installable, off every dist-tag, out of the queue. The
// publisher cannot restore it (only unblockVersion can), and its number stays taken.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { releaseDistTags } from "@/lib/publish/release-dist-tags";
import { lockModeratedVersion } from "./lock-moderated-version";
import { REVIEW_STATE } from "./review-state";

export async function blockVersion(input: { actor: Actor; slug: string; version: string; reason: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const { skill, version, reason } = await lockModeratedVersion(tx, input);
    if (version.blockedAt)
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is already blocked.`, { details: { slug: skill.slug, version: version.version } });
    await tx.skillVersion.update({ where: { id: version.id }, data: { blockedAt: new Date(), blockedReason: reason, reviewState: REVIEW_STATE.BLOCKED } });
    const releasedTags = await releaseDistTags(tx, { versionId: version.id });
    const { latestVersionId } = await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, version: version.version, verdict: version.verdict, releasedTags };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.block-version",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "block", skillId: skill.id, slug: skill.slug, version: version.version, data: { reason, releasedTags } });
    return { slug: skill.slug, version: version.version, releasedTags, latestVersionId };
  });
}
