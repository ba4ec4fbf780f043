// The publisher an import goes to: the publish's own answer (lib/publish resolve-publisher.ts): the
// actor, or an org the actor may publish for that is not banned. Asked of that one rule so the
// import preview cannot promise what the publish then refuses.
import type { Actor } from "@/lib/auth/actor";
import { db, type PublisherKind } from "@/lib/db";
import { resolvePublisher } from "@/lib/publish";

export type ImportPublisher = { id: string; handle: string; kind: PublisherKind; githubId: string | null };

export async function findImportPublisher(input: { actor: Actor; ownerHandle?: string }): Promise<ImportPublisher> {
  const { id } = await resolvePublisher(db, input.actor, input.ownerHandle?.trim() || undefined);
  return db.user.findUniqueOrThrow({ where: { id }, select: { id: true, handle: true, kind: true, githubId: true } });
}
