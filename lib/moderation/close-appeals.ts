// A moderator's decision on a hidden skill answers its open appeal: making it public upholds the
// appeal, keeping it hidden rejects it. The appellant is told either way.
import type { Tx } from "@/lib/db";
import { notifySkillAdmins } from "@/lib/notifications/notify-skill-admins";

export async function closeAppeals(
  tx: Tx,
  input: { skill: { id: string; ownerId: string; slug: string }; actorId: string; outcome: "UPHELD" | "REJECTED"; now: Date },
): Promise<number> {
  const { count } = await tx.moderationAppeal.updateMany({
    where: { skillId: input.skill.id, status: "OPEN" },
    data: { status: input.outcome, openKey: null, resolvedById: input.actorId, resolvedAt: input.now },
  });
  if (count > 0) {
    await notifySkillAdmins(tx, { skill: input.skill, kind: "appeal.decided", data: { slug: input.skill.slug, outcome: input.outcome.toLowerCase() } });
  }
  return count;
}
