// A moderator closes a report. Confirming counts against the skill's owner (abuse score) and
// turns an automatic hide into a moderator's hide (the owner's appeal is rejected). Dismissing is
// a moderator's judgement that the skill is fine: an auto-hidden skill becomes public again (its
// appeal upheld), the reports filed so far stop counting, and automatic hides pause for
// DISMISSAL_COOLDOWN_DAYS (pause-auto-hide.ts). The reporter's dismissed reports lower the
// weight of their next ones (report-weight.ts).
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockSkill } from "@/lib/publish/lock-skill";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { assertModerator } from "./assert-moderator";
import { closeAppeals } from "./close-appeals";
import { pausedAutoHide } from "./pause-auto-hide";
import { requireReason } from "./require-reason";

export async function triageReport(input: { actor: Actor; reportId: string; decision: "confirm" | "dismiss"; reason: string; ip?: string; now?: Date }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  return db.$transaction(async (tx) => {
    const peek = await tx.report.findUnique({ where: { id: input.reportId }, select: { skillId: true } });
    if (!peek) throw new AppError("REPORT_NOT_FOUND", "No such report.", { details: { reportId: input.reportId } });
    const skill = await lockSkill(tx, { id: peek.skillId });
    await tx.$queryRaw`SELECT "id" FROM "Report" WHERE "id" = ${input.reportId} FOR UPDATE`;
    const report = await tx.report.findUniqueOrThrow({ where: { id: input.reportId }, select: { id: true, status: true } });
    if (report.status !== "OPEN")
      throw new AppError("INVALID_STATE", `This report was already ${report.status.toLowerCase()}.`, {
        details: { reportId: report.id, status: report.status },
      });

    const now = input.now ?? new Date();
    const status = input.decision === "confirm" ? "CONFIRMED" : "DISMISSED";
    await tx.report.update({
      where: { id: report.id },
      data: { status, openKey: null, resolvedById: input.actor.userId, resolvedAt: now, resolution: reason },
    });
    let moderation = skill.moderation;
    if (input.decision === "confirm") {
      await tx.user.update({ where: { id: skill.ownerId }, data: { abuseScore: { increment: 1 } } });
      if (skill.moderation === "AUTO_HIDDEN") {
        moderation = "HIDDEN";
        await tx.skill.update({
          where: { id: skill.id },
          data: { moderation, moderationReason: `Report confirmed: ${reason}`.slice(0, 1000), moderatedAt: now, moderatedById: input.actor.userId },
        });
        await closeAppeals(tx, { skill, actorId: input.actor.userId, outcome: "REJECTED", now });
      }
    } else {
      const wasAutoHidden = skill.moderation === "AUTO_HIDDEN";
      if (wasAutoHidden) moderation = "ACTIVE";
      await tx.skill.update({
        where: { id: skill.id },
        data: { ...pausedAutoHide(now), moderatedById: input.actor.userId, ...(wasAutoHidden ? { moderation, moderationReason: null } : {}) },
      });
      if (wasAutoHidden) {
        await refreshSkillState(tx, skill.id);
        await closeAppeals(tx, { skill, actorId: input.actor.userId, outcome: "UPHELD", now });
        await recordChange(tx, { kind: "unhide", skillId: skill.id, slug: skill.slug, data: { from: "AUTO_HIDDEN" } });
      }
    }
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: `moderation.${input.decision}-report`,
      targetType: "report",
      targetId: report.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data: { slug: skill.slug, status, moderation },
    });
    return { id: report.id, status, slug: skill.slug, moderation };
  });
}
