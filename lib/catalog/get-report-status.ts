// Open reports on a skill and the caller's own open one, for the report route's answer.
import { db } from "@/lib/db";

export async function getReportStatus(input: { skillId: string; reporterId: string }): Promise<{ count: number; mine: string | null }> {
  const [count, mine] = await Promise.all([
    db.report.count({ where: { skillId: input.skillId, status: "OPEN" } }),
    db.report.findUnique({ where: { openKey: `${input.skillId}:${input.reporterId}` }, select: { id: true } }),
  ]);
  return { count, mine: mine?.id ?? null };
}
