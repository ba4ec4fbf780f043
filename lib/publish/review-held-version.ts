// An org admin's decision on a version its policy held for review (suspicious, `hold`): approve
// publishes it (latest, search document, page cache, change feed, as a publish would have), reject
// refuses it for good with a reason. Both audited; everything commits in one transaction, so no
// cache, index or mirror sees an approval that did not happen.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db, Prisma } from "@/lib/db";
import { skillNotFound } from "@/lib/access";
import { AppError } from "@/lib/errors";
import { findOrg } from "@/lib/orgs";
import { applyHeldLabels } from "./held-labels";
import { lockManagedSkill } from "./lock-managed-skill";
import { lockVersion } from "./lock-version";
import { refreshSkillState } from "./refresh-skill-state";

export type ReviewDecision = "approve" | "reject";

export async function reviewHeldVersion(input: {
  actor: Actor;
  /** The handle of the org whose queue the decision came from: a skill of another publisher is not in it. */
  org?: string;
  slug: string;
  version: string;
  decision: ReviewDecision;
  reason?: string;
  ip?: string;
}): Promise<{ org: string | null; slug: string; version: string; decision: ReviewDecision; latestVersionId: string | null }> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && !reason)
    throw new AppError("VALIDATION_FAILED", "Say why the version is rejected: its publisher reads the reason.", {
      details: [{ path: "reason", message: "required to reject" }],
    });
  const org = input.org === undefined ? null : await findOrg(db, input.org);
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer" });
    if (org && skill.ownerId !== org.id) throw skillNotFound(input.slug);
    const version = await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version });
    if (version.orgReview !== "HELD")
      throw new AppError("VERSION_NOT_HELD", `${skill.slug}@${version.version} is not waiting for review.`, {
        details: { slug: skill.slug, version: version.version, orgReview: version.orgReview?.toLowerCase() ?? "approved" },
      });
    const reviewed = { orgReviewedAt: new Date(), orgReviewedById: input.actor.userId, orgReviewReason: reason };
    const approved = input.decision === "approve";
    await tx.skillVersion.update({ where: { id: version.id }, data: { ...reviewed, orgReview: approved ? null : "REJECTED", heldLabels: Prisma.DbNull } });
    // The display name, topics and dist-tags the publish asked for take effect now, as they would have then.
    const labels = approved ? await applyHeldLabels(tx, { skillId: skill.id, version, stored: version.heldLabels }) : {};
    // Approved: it may now be latest; refreshSkillState moves latest, the summary, the search
    // document and (through the Skill update) the page generation. A rejection changes nothing anyone else sees.
    const { latestVersionId } = approved ? await refreshSkillState(tx, skill.id) : { latestVersionId: null };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: input.decision === "approve" ? "version.approve" : "version.reject",
      targetType: "version",
      targetId: version.id,
      skillId: skill.id,
      publisherId: skill.ownerId,
      reason,
      ip: input.ip ?? null,
      // What approving changed beyond the version itself (the labels its publish asked for).
      data: { slug: skill.slug, version: version.version, verdict: version.verdict.toLowerCase(), ...(Object.keys(labels).length ? { labels } : {}) },
    });
    if (approved) {
      const row = await tx.skillVersion.findUniqueOrThrow({ where: { id: version.id }, select: { digest: true } });
      await recordChange(tx, {
        kind: "publish",
        skillId: skill.id,
        slug: skill.slug,
        version: version.version,
        data: { digest: row.digest, verdict: version.verdict.toLowerCase() },
      });
    }
    return { org: org?.handle ?? null, slug: skill.slug, version: version.version, decision: input.decision, latestVersionId };
  });
}
