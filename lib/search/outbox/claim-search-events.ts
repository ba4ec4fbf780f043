// Takes due outbox rows for this worker. Claiming pushes nextAttemptAt forward (a lease), so
// rows of a worker that dies mid-batch become due again instead of being lost; SKIP LOCKED lets
// several app instances share the outbox without taking the same rows.
import { db } from "@/lib/db";

export type SearchEvent = { id: bigint; skillId: string; op: string; attempts: number };

const NOW = `(now() AT TIME ZONE 'UTC')`;

export async function claimSearchEvents(options: { limit: number; leaseMs: number }): Promise<SearchEvent[]> {
  return db.$queryRawUnsafe<SearchEvent[]>(
    `UPDATE "SearchOutbox" SET "nextAttemptAt" = ${NOW} + $2 * interval '1 millisecond'
     WHERE id IN (SELECT id FROM "SearchOutbox" WHERE "processedAt" IS NULL AND "nextAttemptAt" <= ${NOW}
                  ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, "skillId", op, attempts`,
    options.limit,
    options.leaseMs,
  );
}

export async function markEventsProcessed(ids: bigint[]): Promise<void> {
  if (ids.length)
    await db.$executeRawUnsafe(`UPDATE "SearchOutbox" SET "processedAt" = ${NOW}, "lastError" = NULL WHERE id = ANY($1::bigint[])`, ids.map(String));
}

/** Backoff doubles per attempt from 1 s up to 5 min, with ±25 % jitter so instances do not retry in step. */
export async function markEventsFailed(ids: bigint[], error: unknown): Promise<void> {
  if (ids.length === 0) return;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db.$executeRawUnsafe(
    `UPDATE "SearchOutbox" SET attempts = attempts + 1, "lastError" = $2,
       "nextAttemptAt" = ${NOW} + least(300, power(2, attempts)) * (0.75 + random() * 0.5) * interval '1 second'
     WHERE id = ANY($1::bigint[])`,
    ids.map(String),
    message,
  );
}

/** Processed rows are kept a week for operators, then dropped. */
export async function pruneProcessedEvents(olderThanDays = 7): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM "SearchOutbox" WHERE "processedAt" < ${NOW} - $1 * interval '1 day'`, olderThanDays);
}
