// Whether the actor is the publisher (a user) or one of its members (an org): the people a
// skill belongs to. Unlike canActForPublisher, an admin's role does not make a skill theirs.
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";

export async function isPublisherMember(tx: Tx, actor: Actor, publisherId: string): Promise<boolean> {
  if (actor.userId === publisherId) return true;
  const membership = await tx.membership.findUnique({ where: { orgId_userId: { orgId: publisherId, userId: actor.userId } }, select: { orgId: true } });
  return membership !== null;
}
