// Rebuilds a skill's PostgreSQL search document and queues the external index, in the caller's
// transaction: an upsert while the skill is listed, a removal once it is hidden or deleted.
import type { Tx } from "@/lib/db";
import { enqueueSearchUpdate } from "./enqueue-search-update";
import { syncSearchDocument } from "./sync-search-document";

export async function refreshSkillSearch(tx: Tx, skillId: string): Promise<{ listed: boolean }> {
  const { listed } = await syncSearchDocument(tx, skillId);
  await enqueueSearchUpdate(tx, skillId, listed ? "upsert" : "remove");
  return { listed };
}
