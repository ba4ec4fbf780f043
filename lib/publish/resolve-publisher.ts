// Which publisher a new skill belongs to: the actor, or an org the actor may publish for (never a
// banned one: an org never signs in, so a ban stops its members publishing for it).
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canActFor } from "@/lib/access";

/** A banned publisher (a banned org, whose members would otherwise go on publishing for it) gets nothing new. */
export function publisherBanned(): AppError {
  return new AppError("ACCOUNT_BANNED", "This publisher is banned: nothing new is published under it.");
}

export async function resolvePublisher(tx: Db | Tx, actor: Actor, ownerHandle: string | undefined): Promise<{ id: string; handle: string }> {
  if (!ownerHandle || ownerHandle.toLowerCase() === actor.handle) return { id: actor.userId, handle: actor.handle };
  const publisher = await tx.user.findUnique({ where: { handle: ownerHandle.toLowerCase() }, select: { id: true, handle: true, bannedAt: true } });
  if (!publisher) throw new AppError("USER_NOT_FOUND", `No publisher '${ownerHandle}'.`);
  if (!(await canActFor(tx, actor, publisher.id, "publish"))) {
    throw new AppError("OWNER_NOT_ALLOWED", `You cannot publish for '${publisher.handle}'.`);
  }
  // Asked after the right: only who may publish for it learns that it is banned.
  if (publisher.bannedAt) throw publisherBanned();
  return { id: publisher.id, handle: publisher.handle };
}
