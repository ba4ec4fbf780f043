// Anyone signed in may report a skill, with a reason; one open report per person per skill and
// REPORTS_PER_DAY per person. Not one's own (or one's org's): its owners withdraw or fix it
// instead, and their reports would only add weight to the count that hides a skill. Reports weigh by who files them (report-weight.ts). When the open
// reports since the last moderator decision weigh AUTO_HIDE_WEIGHT from AUTO_HIDE_MIN_REPORTERS
// people, the skill is hidden pending review and its owner told how to appeal, unless it is
// popular or verified, or a moderator recently dismissed reports on it: then the moderators are
// alerted instead. Bursts of reports alert them too. docs/operations.md, "Moderation automation".
import { isModerator, type Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { notifySkillAdmins } from "@/lib/notifications/notify-skill-admins";
import { assertAccountAction, seeSkill, seesVersion, skillNotFound, versionNotFound } from "@/lib/access";
import { lockSkill, type LockedSkill } from "@/lib/publish/lock-skill";
import { lockVersion } from "@/lib/publish/lock-version";
import { isPopularSkill } from "@/lib/publish/popularity";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { measureReports, reportWindow, type ReportPressure } from "./measure-reports";
import { raiseModerationAlert } from "./raise-moderation-alert";
import { AUTO_HIDE_LABEL, AUTO_HIDE_MIN_REPORTERS, AUTO_HIDE_WEIGHT, BURST_REPORTS, BURST_WINDOW_MINUTES, REPORTS_PER_DAY } from "./report-policy";
import { reportWeight } from "./report-weight";
import { requireReason } from "./require-reason";

const DAY_MS = 86_400_000;

async function assertUnderDailyCap(tx: Tx, actor: Actor, now: Date): Promise<void> {
  if (isModerator(actor)) return;
  // One report at a time per reporter, so a burst cannot slip past the cap. A try-lock: waiting
  // would hold a pooled connection per queued request, and a burst from one account would starve
  // everyone else's requests.
  const [lock] = await tx.$queryRaw<Array<{ locked: boolean }>>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`report:${actor.userId}`}, 0)) AS "locked"`;
  if (!lock?.locked) {
    throw new AppError("RATE_LIMITED", "Your previous report is still being filed; send the next one after it.", {
      details: { retryAfterSeconds: 1 },
      headers: { "Retry-After": "1" },
    });
  }
  const filed = await tx.report.count({ where: { reporterId: actor.userId, createdAt: { gt: new Date(now.getTime() - DAY_MS) } } });
  if (filed >= REPORTS_PER_DAY) {
    throw new AppError("REPORT_LIMIT_REACHED", `You can file ${REPORTS_PER_DAY} reports a day; moderators are already looking at yours.`, {
      details: { limit: REPORTS_PER_DAY },
      headers: { "Retry-After": "3600" },
    });
  }
}

/** Why the automation may not hide this skill itself, or null when it may. */
async function whyNotAutoHide(tx: Tx, skill: LockedSkill, paused: boolean, now: Date): Promise<"cooling-down" | "popular" | null> {
  if (paused) return "cooling-down";
  return (await isPopularSkill(tx, { skillId: skill.id, now })) ? "popular" : null;
}

async function autoHide(tx: Tx, skill: LockedSkill, pressure: ReportPressure): Promise<void> {
  await tx.skill.update({
    where: { id: skill.id },
    data: { moderation: "AUTO_HIDDEN", moderationReason: "Hidden automatically after reports, pending review." },
  });
  await refreshSkillState(tx, skill.id);
  await recordAudit(tx, {
    actorId: null,
    action: "moderation.auto-hide",
    targetType: "skill",
    targetId: skill.id,
    skillId: skill.id,
    reason: AUTO_HIDE_LABEL,
    data: { slug: skill.slug, ...pressure },
  });
  await notifySkillAdmins(tx, { skill, kind: "skill.hidden-pending-review", data: { slug: skill.slug, label: AUTO_HIDE_LABEL } });
  await recordChange(tx, { kind: "hide", skillId: skill.id, slug: skill.slug, data: { reason: AUTO_HIDE_LABEL } });
}

async function alertOnBurst(tx: Tx, now: Date): Promise<void> {
  const windowMs = BURST_WINDOW_MINUTES * 60_000;
  const recent = await tx.report.count({ where: { createdAt: { gt: new Date(now.getTime() - windowMs) } } });
  if (recent < BURST_REPORTS) return;
  const window = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  await raiseModerationAlert(tx, {
    kind: "report-burst",
    dedupeKey: `report-burst:${window}`,
    data: { reports: recent, windowMinutes: BURST_WINDOW_MINUTES, since: window },
  });
}

export async function reportSkill(input: { actor: Actor; slug: string; reason: string; details?: string; version?: string; ip?: string; now?: Date }) {
  assertAccountAction(input.actor, "report skills");
  const reason = requireReason(input.reason);
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    await assertUnderDailyCap(tx, input.actor, now);
    // The skill row lock serialises reports on one skill, so the last of simultaneous reports sees the others.
    const skill = await lockSkill(tx, { slug: input.slug });
    if (skill.deletedAt) throw skillNotFound(input.slug);
    // Only what the reporter may see: a hidden skill answers as if it did not exist.
    const sight = await seeSkill({ viewer: input.actor, skill, asked: input.slug, client: tx });
    // The publisher and its members (whatever their role; staff powers do not make a skill theirs).
    if (sight.standing.relation !== null) {
      throw new AppError("REPORT_OWN_SKILL", `'${skill.slug}' is yours: withdraw or fix a version from its Manage page instead of reporting it.`, {
        details: { slug: skill.slug },
      });
    }
    const version = input.version ? await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version }) : null;
    // A version held for (or refused by) the org's review is, to anyone but its reviewers and publisher, a number never used.
    if (version && !seesVersion(sight, version)) throw versionNotFound(skill.slug, input.version!);
    const openKey = `${skill.id}:${input.actor.userId}`;
    const existing = await tx.report.findUnique({ where: { openKey }, select: { id: true } });
    if (existing) throw new AppError("REPORT_EXISTS", `You already have an open report on '${skill.slug}'.`, { details: { reportId: existing.id } });
    const reporter = await tx.user.findUniqueOrThrow({
      where: { id: input.actor.userId },
      select: { createdAt: true, bannedAt: true, abuseScore: true, role: true },
    });
    const weight = await reportWeight(tx, { reporterId: input.actor.userId, reporter, now });
    const report = await tx.report.create({
      data: {
        skillId: skill.id,
        versionId: version?.id ?? null,
        reporterId: input.actor.userId,
        reason,
        details: input.details?.trim().slice(0, 5000) || null,
        openKey,
        weight,
        createdAt: now,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "skill.report",
      targetType: "report",
      targetId: report.id,
      skillId: skill.id,
      reason,
      ip: input.ip ?? null,
      data: { slug: skill.slug, version: version?.version ?? null, weight },
    });
    const window = reportWindow(skill, now);
    const pressure = await measureReports(tx, { skillId: skill.id, since: window.since });
    let autoHidden = false;
    if (skill.moderation === "ACTIVE" && pressure.weight >= AUTO_HIDE_WEIGHT && pressure.reporters >= AUTO_HIDE_MIN_REPORTERS) {
      const why = await whyNotAutoHide(tx, skill, window.paused, now);
      if (why) {
        const since = skill.moderatedAt?.toISOString() ?? "never";
        await raiseModerationAlert(tx, {
          kind: "report-threshold",
          dedupeKey: `report-threshold:${skill.id}:${since}`,
          skillId: skill.id,
          data: { slug: skill.slug, why, ...pressure },
        });
      } else {
        await autoHide(tx, skill, pressure);
        autoHidden = true;
      }
    }
    await alertOnBurst(tx, now);
    return { id: report.id, slug: skill.slug, openReports: pressure.count, weight, autoHidden };
  });
}
