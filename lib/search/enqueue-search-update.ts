// Writes a search-outbox row in the caller's transaction. External indexes (Meilisearch) are
// fed from the outbox after commit, so a publish never waits on, or fails because of, them.
import type { Tx } from "@/lib/db";

export async function enqueueSearchUpdate(tx: Tx, skillId: string, op: "upsert" | "remove" = "upsert"): Promise<void> {
  await tx.searchOutbox.create({ data: { skillId, op } });
}
