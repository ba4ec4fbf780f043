// The search generation: a number a deferred trigger on SkillSearchDocument bumps in every
// transaction that changes a search document (migration 20261122093910_search_generation). Read
// at the start of a search, it names the committed index state the search will see at least, so
// results cached under it go stale the moment any later write commits, on every replica.
import { shareReads } from "@/lib/cache/share-reads";
import { db } from "@/lib/db";

/** The current generation as text, or null when the row is missing (then nothing is cached). */
export async function readSearchGeneration(): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ value: string }>>`SELECT value::text AS value FROM "SearchGeneration" WHERE id = 1`;
  return rows[0]?.value ?? null;
}

/** The generation as of some moment after this call; concurrent searches share reads (lib/cache/share-reads). */
export const readSearchGenerationShared = shareReads(readSearchGeneration);
