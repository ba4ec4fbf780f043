// How much one report counts towards an automatic hide, fixed when it is filed:
//   0  account younger than NEW_ACCOUNT_HOURS, not in good standing (banned, abuse points), or
//      whose reports moderators dismissed DISMISSALS_THAT_SILENCE times in the last 90 days
//   1  account younger than ESTABLISHED_ACCOUNT_DAYS
//   2  established account
// Moderators hide directly; their reports count as established.
import type { Tx } from "@/lib/db";
import { inGoodStanding, isEstablished, NEW_ACCOUNT_HOURS, type Standing } from "./account-standing";

export const DISMISSALS_THAT_SILENCE = 3;
const DISMISSAL_LOOKBACK_DAYS = 90;

export async function reportWeight(tx: Tx, input: { reporterId: string; reporter: Standing; now: Date }): Promise<number> {
  const { reporter, now } = input;
  if (!inGoodStanding(reporter)) return 0;
  if (reporter.createdAt.getTime() > now.getTime() - NEW_ACCOUNT_HOURS * 3_600_000) return 0;
  const dismissed = await tx.report.count({
    where: { reporterId: input.reporterId, status: "DISMISSED", resolvedAt: { gte: new Date(now.getTime() - DISMISSAL_LOOKBACK_DAYS * 86_400_000) } },
  });
  if (dismissed >= DISMISSALS_THAT_SILENCE) return 0;
  return isEstablished(reporter, now) || reporter.role === "MODERATOR" || reporter.role === "ADMIN" ? 2 : 1;
}
