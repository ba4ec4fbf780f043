// Writes a search-outbox row in the caller's transaction: every change to what search should
// show is recorded with the change itself. With Meilisearch configured the row waits for the
// outbox worker, which indexes after commit, so a publish never waits on (or fails because of)
// Meilisearch. Without it the PostgreSQL document was rebuilt in this same transaction, so the
// row is recorded as already processed: a trail of index events, and no backlog that nobody drains.
import type { Tx } from "@/lib/db";
import { meiliConfigured } from "./get-search-backends";

export async function enqueueSearchUpdate(tx: Tx, skillId: string, op: "upsert" | "remove" = "upsert"): Promise<void> {
  await tx.searchOutbox.create({ data: { skillId, op, processedAt: meiliConfigured() ? null : new Date() } });
}
