// Anyone signed in may report a skill, with a reason; one open report per person per skill. Not
// one's own (or one's org's): its owners withdraw or fix it instead, and their reports would
// only add weight to the count that hides a skill.
// When distinct people keep reporting it (3 open reports since a moderator last looked), the
// skill is hidden automatically until a moderator reviews it.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockSkill } from "@/lib/publish/lock-skill";
import { lockVersion } from "@/lib/publish/lock-version";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { AUTO_HIDE_REPORTS, countOpenReports } from "./count-open-reports";
import { isPublisherMember } from "./is-publisher-member";
import { requireReason } from "./require-reason";

export async function reportSkill(input: { actor: Actor; slug: string; reason: string; details?: string; version?: string; ip?: string }) {
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    // The skill row lock serialises reports on one skill, so the third of three simultaneous
    // reports sees the other two.
    const skill = await lockSkill(tx, { slug: input.slug });
    if (skill.deletedAt) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
    if (await isPublisherMember(tx, input.actor, skill.ownerId)) {
      throw new AppError("REPORT_OWN_SKILL", `'${skill.slug}' is yours: withdraw or fix a version from its Manage page instead of reporting it.`, { details: { slug: skill.slug } });
    }
    const version = input.version ? await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version }) : null;
    const openKey = `${skill.id}:${input.actor.userId}`;
    const existing = await tx.report.findUnique({ where: { openKey }, select: { id: true } });
    if (existing) throw new AppError("REPORT_EXISTS", `You already have an open report on '${skill.slug}'.`, { details: { reportId: existing.id } });
    const report = await tx.report.create({
      data: { skillId: skill.id, versionId: version?.id ?? null, reporterId: input.actor.userId, reason, details: input.details?.trim().slice(0, 5000) || null, openKey },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId, action: "skill.report", targetType: "report", targetId: report.id, skillId: skill.id, reason, ip: input.ip ?? null,
      data: { slug: skill.slug, version: version?.version ?? null },
    });
    const openReports = await countOpenReports(tx, skill);
    const autoHidden = skill.moderation === "ACTIVE" && openReports >= AUTO_HIDE_REPORTS;
    if (autoHidden) {
      const moderationReason = `Hidden automatically after ${openReports} reports; pending review.`;
      await tx.skill.update({ where: { id: skill.id }, data: { moderation: "AUTO_HIDDEN", moderationReason } });
      await refreshSkillState(tx, skill.id);
      await recordAudit(tx, { actorId: null, action: "moderation.auto-hide", targetType: "skill", targetId: skill.id, skillId: skill.id, reason: moderationReason, data: { slug: skill.slug, openReports } });
      await recordChange(tx, { kind: "hide", skillId: skill.id, slug: skill.slug, data: { reason: moderationReason } });
    }
    return { id: report.id, slug: skill.slug, openReports, autoHidden };
  });
}
