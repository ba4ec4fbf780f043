// A moderator flags a version the scanner passed: installers get the suspicious warning.
import { verdictName } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { resignVersion } from "@/lib/publish/resign-version";
import { lockModeratedVersion } from "./lock-moderated-version";
import { REVIEW_STATE } from "./review-state";

export async function markVersionSuspicious(input: { actor: Actor; slug: string; version: string; reason: string; ip?: string }) {
  return db.$transaction(async (tx) => {
    const { skill, version, reason } = await lockModeratedVersion(tx, input);
    if (version.verdict !== "CLEAN" || version.blockedAt) {
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} is already ${version.blockedAt ? "blocked" : verdictName(version.verdict)}.`, {
        details: { slug: skill.slug, version: version.version, verdict: version.verdict },
      });
    }
    await tx.skillVersion.update({ where: { id: version.id }, data: { verdict: "SUSPICIOUS", reviewState: REVIEW_STATE.FLAGGED } });
    await resignVersion(tx, { versionId: version.id });
    await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, version: version.version, from: version.verdict, to: "SUSPICIOUS" };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "moderation.mark-suspicious",
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
    return { slug: skill.slug, version: version.version, verdict: "SUSPICIOUS" as const, reviewState: REVIEW_STATE.FLAGGED };
  });
}
