// The search generation: a number a deferred trigger on SkillSearchDocument bumps in every
// transaction that changes a search document (migration 20261122093910_search_generation). Read
// at the start of a search, it names the committed index state the search will see at least, so
// results cached under it go stale the moment any later write commits, on every replica.
import { db } from "@/lib/db";

/** The current generation as text, or null when the row is missing (then nothing is cached). */
export async function readSearchGeneration(): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ value: string }>>`SELECT value::text AS value FROM "SearchGeneration" WHERE id = 1`;
  return rows[0]?.value ?? null;
}

type Read = Promise<string | null>;
let inFlight: Read | null = null;
let queued: Read | null = null;

function launch(): Read {
  const read: Read = readSearchGeneration().finally(() => {
    if (inFlight === read) inFlight = null;
  });
  inFlight = read;
  return read;
}

/**
 * The generation as of some moment after this call: concurrent searches share reads. A read
 * already in flight may have been answered before a write this caller must see committed, so
 * callers arriving meanwhile share the next read, which starts once that one is done: at most
 * one read waiting and one running, however many searches arrive.
 */
export function readSearchGenerationShared(): Read {
  if (!inFlight) return launch();
  if (!queued) {
    const running = inFlight;
    const next: Read = running.then(() => undefined, () => undefined).then(() => {
      if (queued === next) queued = null;
      return launch();
    });
    queued = next;
  }
  return queued;
}
