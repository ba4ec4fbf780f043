// A moderator's verdict on one version after review (clear it, or flag it suspicious): one
// transaction that locks the version, checks it may move, re-signs it, refreshes the skill's state
// and records the audit entry and the change-feed event, so the two actions cannot drift apart.
import type { DbVerdict } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { resignVersion } from "@/lib/publish/resign-version";
import { lockModeratedVersion } from "./lock-moderated-version";
import type { REVIEW_STATE } from "./review-state";

type ReviewedVerdict = "CLEAN" | "SUSPICIOUS";

export type ReviewRequest = { actor: Actor; slug: string; version: string; reason: string; ip?: string };

export async function setReviewedVerdict<V extends ReviewedVerdict>(
  input: ReviewRequest,
  change: {
    to: V;
    reviewState: (typeof REVIEW_STATE)[keyof typeof REVIEW_STATE];
    action: string;
    /** Why this version may not take the verdict, or null when it may. */
    refusal: (version: { verdict: DbVerdict; blockedAt: Date | null }) => string | null;
  },
) {
  return db.$transaction(async (tx) => {
    const { skill, version, reason } = await lockModeratedVersion(tx, input);
    const refusal = change.refusal(version);
    if (refusal) {
      throw new AppError("INVALID_STATE", `${skill.slug}@${version.version} ${refusal}.`, {
        details: { slug: skill.slug, version: version.version, verdict: version.verdict },
      });
    }
    await tx.skillVersion.update({ where: { id: version.id }, data: { verdict: change.to, reviewState: change.reviewState } });
    await resignVersion(tx, { versionId: version.id });
    await refreshSkillState(tx, skill.id);
    const data = { slug: skill.slug, version: version.version, from: version.verdict, to: change.to };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: change.action,
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
    return { slug: skill.slug, version: version.version, verdict: change.to, reviewState: change.reviewState };
  });
}
