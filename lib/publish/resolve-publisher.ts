// Which publisher a new skill belongs to: the actor, or an org the actor may publish for.
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canActFor } from "@/lib/access";

export async function resolvePublisher(tx: Db | Tx, actor: Actor, ownerHandle: string | undefined): Promise<{ id: string; handle: string }> {
  if (!ownerHandle || ownerHandle.toLowerCase() === actor.handle) return { id: actor.userId, handle: actor.handle };
  const publisher = await tx.user.findUnique({ where: { handle: ownerHandle.toLowerCase() }, select: { id: true, handle: true } });
  if (!publisher) throw new AppError("USER_NOT_FOUND", `No publisher '${ownerHandle}'.`);
  if (!(await canActFor(tx, actor, publisher.id, "publish"))) {
    throw new AppError("OWNER_NOT_ALLOWED", `You cannot publish for '${publisher.handle}'.`);
  }
  return publisher;
}
