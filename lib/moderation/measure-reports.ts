// The open reports that count towards an automatic hide: those filed since the last moderator
// decision on the skill (moderatedAt). Once a pause that decision started is over
// (autoHidePausedUntil), only reports filed after it count: reports filed during a pause alerted
// the moderators and stay in their queue, but never add up to a hide later.
import type { Tx } from "@/lib/db";

export type ReportPressure = { count: number; weight: number; reporters: number };

type Marks = { moderatedAt: Date | null; autoHidePausedUntil: Date | null };

/** Whether automatic hides are paused now, and which reports count. */
export function reportWindow(skill: Marks, now: Date): { paused: boolean; since: Date | null } {
  const paused = skill.autoHidePausedUntil !== null && skill.autoHidePausedUntil > now;
  if (paused || !skill.autoHidePausedUntil) return { paused, since: skill.moderatedAt };
  const since = skill.moderatedAt && skill.moderatedAt > skill.autoHidePausedUntil ? skill.moderatedAt : skill.autoHidePausedUntil;
  return { paused, since };
}

export async function measureReports(tx: Tx, input: { skillId: string; since: Date | null }): Promise<ReportPressure> {
  const rows = await tx.report.groupBy({
    by: ["reporterId"],
    where: { skillId: input.skillId, status: "OPEN", ...(input.since ? { createdAt: { gt: input.since } } : {}) },
    _sum: { weight: true },
    _count: { _all: true },
  });
  return {
    count: rows.reduce((sum, row) => sum + row._count._all, 0),
    weight: rows.reduce((sum, row) => sum + (row._sum.weight ?? 0), 0),
    reporters: rows.length,
  };
}
