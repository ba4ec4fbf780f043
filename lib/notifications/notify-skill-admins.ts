// Tells the people who answer for a skill: its owner, or for an org's skill the org's owner and
// admin members (an org never signs in). Written in the caller's transaction.
import type { Prisma, Tx } from "@/lib/db";
import { roleGrants } from "@/lib/access";

export type NotificationKind = "skill.hidden-pending-review" | "appeal.decided" | "version.held";

export async function notifySkillAdmins(
  tx: Tx,
  input: { skill: { id: string; ownerId: string }; kind: NotificationKind; data: Prisma.InputJsonObject },
): Promise<number> {
  const owner = await tx.user.findUnique({ where: { id: input.skill.ownerId }, select: { kind: true } });
  const members = owner?.kind === "ORG" ? await tx.membership.findMany({ where: { orgId: input.skill.ownerId }, select: { userId: true, role: true } }) : [];
  const userIds =
    owner?.kind === "ORG" ? members.filter((member) => roleGrants(member.role, "administer")).map((member) => member.userId) : [input.skill.ownerId];
  if (userIds.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: userIds.map((userId) => ({ userId, kind: input.kind, skillId: input.skill.id, data: input.data })),
  });
  return count;
}
