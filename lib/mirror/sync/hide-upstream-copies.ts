// Copies here of an upstream skill that the upstream no longer serves as asked: hidden with the
// upstream's reason (hidden, deleted, filtered, flagged, moved), and, when the upstream answers for
// another owner or name, the old copies asked about by their own names (sync-upstream-skill.ts).
import { db } from "@/lib/db";
import { hideMirroredSkill } from "./mirror-visibility";
import type { SyncContext } from "./sync-context";

export type UpstreamRef = { owner?: string; slug: string };

/** Skills here that mirror `ref` (all owners of that slug when the owner is not known). */
async function heldCopies(ctx: SyncContext, ref: UpstreamRef) {
  return db.mirroredSkill.findMany({
    where: { upstreamName: ctx.mirror.name, upstreamSlug: ref.slug, ...(ref.owner ? { upstreamOwner: ref.owner } : {}) },
    select: { skillId: true },
  });
}

export async function hideCopies(ctx: SyncContext, ref: UpstreamRef, reason: string, upstreamState: string): Promise<void> {
  for (const copy of await heldCopies(ctx, ref)) await hideMirroredSkill(ctx, { skillId: copy.skillId, reason, upstreamState });
}

/**
 * The upstream answered for another owner or name than asked (the skill was transferred or renamed
 * there): the copy of what was asked is hidden. A plain slug answered for one owner also has the
 * copies held for other owners of that slug asked about by their own names, so a transfer is
 * noticed even where the list names no owners (ClawHub).
 */
export async function followMoves(
  ctx: SyncContext,
  ref: UpstreamRef,
  answered: { owner: string; slug: string },
  visit: (ctx: SyncContext, ref: UpstreamRef) => Promise<void>,
): Promise<void> {
  if (ref.owner) {
    if (ref.owner !== answered.owner || ref.slug !== answered.slug) await hideCopies(ctx, ref, "Moved upstream to another owner or name.", "moved");
    return;
  }
  const others = await db.mirroredSkill.findMany({
    where: { upstreamName: ctx.mirror.name, upstreamSlug: ref.slug, upstreamState: "active" },
    select: { upstreamOwner: true },
  });
  for (const other of others) {
    if (other.upstreamOwner === answered.owner && ref.slug === answered.slug) continue;
    await visit(ctx, { owner: other.upstreamOwner, slug: ref.slug });
  }
}
