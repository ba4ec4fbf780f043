// Who may change a skill: its owner, an owner/admin member of the owning org, or an admin.
// Moderators act through lib/moderation, not through owner actions.
import type { Actor } from "@/lib/auth/actor";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function canActForPublisher(client: Tx | typeof db, actor: Actor, publisherId: string): Promise<boolean> {
  if (actor.userId === publisherId || actor.role === "ADMIN") return true;
  const membership = await client.membership.findUnique({
    where: { orgId_userId: { orgId: publisherId, userId: actor.userId } },
    select: { role: true },
  });
  return membership !== null;
}

export async function assertCanManageSkill(client: Tx | typeof db, actor: Actor, skill: { id: string; ownerId: string }): Promise<void> {
  if (actor.limitedToSkillId && actor.limitedToSkillId !== skill.id) {
    throw new AppError("FORBIDDEN", "This token may only act on the skill it was minted for.");
  }
  if (!(await canActForPublisher(client, actor, skill.ownerId))) {
    throw new AppError("NOT_SKILL_OWNER", "Only the skill's owner can do that.");
  }
}
