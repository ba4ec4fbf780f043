// The page generation: a number deferred triggers bump in every transaction that changes what an
// anonymous skill page shows (migration 20261122115015_page_generation). Read before a page is
// looked up or rendered, it names the committed state the page shows at least, so a page cached
// under it goes stale the moment any later write commits, whichever process or replica wrote.
import { shareReads } from "@/lib/cache/share-reads";
import { db } from "@/lib/db";

/** The current generation as text, or null when the row is missing (then nothing is cached). */
export async function readPageGeneration(): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ value: string }>>`SELECT value::text AS value FROM "PageGeneration" WHERE id = 1`;
  return rows[0]?.value ?? null;
}

/** Concurrent requests share one read (lib/cache/share-reads). */
export const readPageGenerationShared = shareReads(readPageGeneration);
