// Tells moderators to look now (shown at the top of /moderation). Each alert has a dedupe key, so
// a burst or a skill crossing the threshold again and again raises one alert, not hundreds.
import { recordAudit } from "@/lib/audit";
import type { Prisma, Tx } from "@/lib/db";

export type AlertKind = "report-burst" | "report-threshold";

export async function raiseModerationAlert(
  tx: Tx,
  input: { kind: AlertKind; dedupeKey: string; skillId?: string; data: Prisma.InputJsonObject },
): Promise<boolean> {
  const { count } = await tx.moderationAlert.createMany({
    data: [{ kind: input.kind, dedupeKey: input.dedupeKey, skillId: input.skillId ?? null, data: input.data }],
    skipDuplicates: true,
  });
  if (count === 1) {
    await recordAudit(tx, {
      actorId: null,
      action: `moderation.alert-${input.kind}`,
      targetType: "alert",
      targetId: input.dedupeKey,
      skillId: input.skillId ?? null,
      data: input.data,
    });
  }
  return count === 1;
}
