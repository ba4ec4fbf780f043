// Appends to the public change feed (/api/v1/changes) that mirrors and installers follow.
import type { Prisma, Tx } from "@/lib/db";

export type ChangeKind = "publish" | "withdraw" | "restore" | "delete" | "undelete" | "verdict" | "hide" | "unhide" | "transfer" | "tag" | "block" | "unblock";

export async function recordChange(tx: Tx, change: { kind: ChangeKind; skillId: string; slug: string; version?: string | null; data?: Prisma.InputJsonValue }): Promise<void> {
  await tx.changeEvent.create({
    data: { kind: change.kind, skillId: change.skillId, slug: change.slug, version: change.version ?? null, data: change.data },
  });
}
