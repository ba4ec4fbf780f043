// One pass of the outbox worker: claim due events, index each skill's *current* state (so order
// and duplicates do not matter), and mark the events processed only after the index confirmed
// the write. A failure leaves them pending with a backoff: an event is never dropped.
import { db } from "@/lib/db";
import { loadSearchDocuments } from "../load-search-documents";
import type { SearchIndex } from "../search-index";
import { claimSearchEvents, markEventsFailed, markEventsProcessed, type SearchEvent } from "./claim-search-events";

export type OutboxPass = { claimed: number; processed: number; failed: number };

async function indexSkills(index: SearchIndex, skillIds: string[]): Promise<void> {
  const { documents, unlisted } = await loadSearchDocuments(db, skillIds);
  if (documents.length) await index.upsert(documents);
  if (unlisted.length) await index.remove(unlisted);
}

function bySkill(events: SearchEvent[]): Map<string, bigint[]> {
  const groups = new Map<string, bigint[]>();
  for (const event of events) groups.set(event.skillId, [...(groups.get(event.skillId) ?? []), event.id]);
  return groups;
}

export async function processSearchOutbox(options: { index: SearchIndex; batchSize?: number; leaseMs?: number }): Promise<OutboxPass> {
  const events = await claimSearchEvents({ limit: options.batchSize ?? 100, leaseMs: options.leaseMs ?? 120_000 });
  if (events.length === 0) return { claimed: 0, processed: 0, failed: 0 };
  const groups = bySkill(events);
  try {
    await indexSkills(options.index, [...groups.keys()]);
    await markEventsProcessed(events.map((event) => event.id));
    return { claimed: events.length, processed: events.length, failed: 0 };
  } catch (batchError) {
    // Unreachable index: everything waits. Reachable: one bad document must not hold back the rest.
    if (groups.size === 1 || (await options.index.health()).status === "down") {
      await markEventsFailed(
        events.map((event) => event.id),
        batchError,
      );
      return { claimed: events.length, processed: 0, failed: events.length };
    }
    let processed = 0;
    for (const [skillId, ids] of groups) {
      try {
        await indexSkills(options.index, [skillId]);
        await markEventsProcessed(ids);
        processed += ids.length;
      } catch (error) {
        await markEventsFailed(ids, error);
      }
    }
    return { claimed: events.length, processed, failed: events.length - processed };
  }
}
