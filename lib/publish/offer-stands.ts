// Whether a pending transfer offer still stands: whoever made it for the skill's owner must still
// be allowed to (administer the skill's owner: the owner itself, an org's owner or admin, a registry
// admin; not banned). Re-checked at acceptance instead of cancelling offers when memberships change
// (decision 017): an admin removed from an org must not take its skill days later by accepting an
// offer they made to themselves. Offers recorded before their maker was (null) stand only for a
// person's own skill, where nobody else could have made them.
import { canActFor } from "@/lib/access";
import type { Db, Tx } from "@/lib/db";

export async function offerStands(tx: Db | Tx, offer: { requestedById: string | null; fromUserId: string }): Promise<boolean> {
  if (offer.requestedById === null) {
    const owner = await tx.user.findUnique({ where: { id: offer.fromUserId }, select: { kind: true } });
    return owner?.kind === "USER";
  }
  const maker = await tx.user.findUnique({ where: { id: offer.requestedById }, select: { id: true, role: true, bannedAt: true } });
  if (!maker || maker.bannedAt) return false;
  return canActFor(tx, { userId: maker.id, role: maker.role }, offer.fromUserId, "administer");
}
