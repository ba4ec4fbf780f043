// Open reports that count towards an automatic hide: those filed since the last moderator decision.
import type { Tx } from "@/lib/db";

export const AUTO_HIDE_REPORTS = 3;

export function countOpenReports(tx: Tx, skill: { id: string; moderatedAt: Date | null }): Promise<number> {
  return tx.report.count({ where: { skillId: skill.id, status: "OPEN", ...(skill.moderatedAt ? { createdAt: { gt: skill.moderatedAt } } : {}) } });
}
