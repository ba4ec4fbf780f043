// A moderator reviewed a flagged version and found it fine: it counts as clean from now on
// (the scanner's findings stay in its report), leaves the queue and gets a fresh signature.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { resignVersion } from "@/lib/publish/resign-version";
import { lockModeratedVersion } from "./lock-moderated-version";
import { REVIEW_STATE } from "./review-state";

export async function clearVersion(input: { actor: Actor; slug: string; version: string; reason: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const { skill, version, reason } = await lockModeratedVersion(tx, input);
    if (version.verdict === "CLEAN" || version.blockedAt) {
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is ${version.blockedAt ? "blocked" : "already clean"}; nothing to clear.`, {
        details: { slug: skill.slug, version: version.version, verdict: version.verdict },
      });
    }
    await tx.skillVersion.update({ where: { id: version.id }, data: { verdict: "CLEAN", reviewState: REVIEW_STATE.CLEARED } });
    await resignVersion(tx, { versionId: version.id });
    await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, version: version.version, from: version.verdict, to: "CLEAN" };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.clear-version",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, {
      kind: "verdict",
      skillId: skill.id,
      slug: skill.slug,
      version: version.version,
      data: { from: data.from, to: data.to, by: "moderator" },
    });
    return { slug: skill.slug, version: version.version, verdict: "CLEAN" as const, reviewState: REVIEW_STATE.CLEARED };
  });
}
