// The publisher an import goes to: the actor, or an org the actor may publish for (admins: any).
import type { Actor } from "@/lib/auth/actor";
import { db, type PublisherKind } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canActFor } from "@/lib/access";

export type ImportPublisher = { id: string; handle: string; kind: PublisherKind; githubId: string | null };

export async function findImportPublisher(input: { actor: Actor; ownerHandle?: string }): Promise<ImportPublisher> {
  const handle = input.ownerHandle?.trim().toLowerCase() || input.actor.handle;
  const publisher = await db.user.findUnique({ where: { handle }, select: { id: true, handle: true, kind: true, githubId: true } });
  if (!publisher) throw new AppError("USER_NOT_FOUND", `No publisher '${handle}'.`, { details: { handle } });
  if (!(await canActFor(db, input.actor, publisher.id, "publish"))) {
    throw new AppError("OWNER_NOT_ALLOWED", `You cannot publish for '${publisher.handle}'.`, { details: { handle } });
  }
  return publisher;
}
