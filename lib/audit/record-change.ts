// Appends to the change feed (/api/v1/changes) that mirrors and installers follow.
import type { Prisma, SkillVisibility, Tx } from "@/lib/db";

export type ChangeKind =
  "publish" | "withdraw" | "restore" | "delete" | "undelete" | "verdict" | "hide" | "unhide" | "transfer" | "tag" | "block" | "unblock" | "visibility";

// Readers page by id (`since=<last id>`), so ids must become visible in increasing order. Sequence
// values are handed out at insert, not at commit: without this lock a transaction holding id 10
// could commit after one holding id 11 was read, and a mirror would skip event 10 for good.
// Held until commit; callers record their change last, so the serialised stretch is short.
// The anonymous feed's own positions (publicSeq) are taken under the same lock.
// docs/decisions/006-change-feed-order.md.
export const CHANGE_FEED_LOCK = 0x5f_c4_a7_6e;

/**
 * `publicAtEvent`: whether the public may hear of it; by default, whether the skill is public
 * (visibility, not moderation: hides and deletes of public skills are news for mirrors) as the
 * transaction sees it now. A visibility change passes it (public before or after).
 * `before`: who could read the skill until this change (a visibility change's old visibility, a
 * transfer's old owner): their feeds hear of it even when they may not read the skill any more.
 * `readerId`: an event for that account's feeds only (its access changed, not the skill).
 */
export async function recordChange(
  tx: Tx,
  change: {
    kind: ChangeKind;
    skillId: string;
    slug: string;
    version?: string | null;
    data?: Prisma.InputJsonValue;
    publicAtEvent?: boolean;
    before?: { visibility?: SkillVisibility; ownerId?: string };
    readerId?: string;
  },
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CHANGE_FEED_LOCK}::bigint)`;
  const skill = await tx.skill.findUnique({ where: { id: change.skillId }, select: { visibility: true, ownerId: true } });
  const publicAtEvent = change.readerId ? false : (change.publicAtEvent ?? skill?.visibility === "PUBLIC");
  const publicSeq = publicAtEvent ? (await tx.$queryRaw<Array<{ seq: bigint }>>`SELECT nextval('"ChangeEvent_publicSeq_seq"') AS seq`)[0]!.seq : null;
  await tx.changeEvent.create({
    data: {
      kind: change.kind,
      skillId: change.skillId,
      slug: change.slug,
      version: change.version ?? null,
      data: change.data,
      publicAtEvent,
      publicSeq,
      visibilityAtEvent: change.before?.visibility ?? skill?.visibility ?? null,
      ownerIdAtEvent: change.before?.ownerId ?? skill?.ownerId ?? null,
      readerId: change.readerId ?? null,
    },
  });
}
