// Runs a search statement with planner settings local to its own short transaction.
// Searches with words are driven by the GIN/trigram indexes on purpose; PostgreSQL's planner does
// not know that testing `document @@ query` on a row means unpacking a large out-of-line tsvector,
// and it guesses word combinations' frequency badly, so left alone it sometimes scans the table or
// walks a sort index testing row after row (tens to hundreds of ms where the bitmap takes one):
// - words: no sequential or plain index scans, i.e. bitmap scans whose cost is bounded by the matches;
// - always: no JIT (compiling costs more than these short queries run) and no parallel workers
//   (pages are small; on few cores workers only add latency under load, and the tiered query
//   relies on UNION ALL branches running in order);
// - words: a looser trigram threshold than pg_trgm's 0.6, which misses common one-letter slips
//   ("kubrenetes" scores 0.47 against "kubernetes"); typo matching only runs as a fallback.
// On PostgreSQL over TCP the settings are those of the connections themselves (lib/db/planner-pools):
// a search is one round trip, its statement prepared. Elsewhere (PGlite, a caller's transaction)
// they are set local to a transaction around the statement.
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { db, Prisma, type Db, type Tx } from "@/lib/db";
import { throughGate } from "@/lib/db/statement-gate";
import { plannerPoolsAvailable, queryWithPlanner, type PlannerSettings } from "@/lib/db/planner-pools";

/** Longest a search statement may run on the planner pools before PostgreSQL cancels it (57014). */
const STATEMENT_TIMEOUT_MS = 10_000;

/** Word similarity a name needs to count as a typo-tolerant match. */
export const TYPO_SIMILARITY = 0.4;

const ALWAYS = Prisma.sql`set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
const WORDS = Prisma.sql`SELECT ${ALWAYS}, set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
    set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`;
const SETTINGS = { words: WORDS, wordsFiltered: WORDS, browse: Prisma.sql`SELECT ${ALWAYS}` };

export type SearchPlan = keyof typeof SETTINGS;

// The same settings as connection options. plan_cache_mode: prepared statements skip parsing; most
// are still planned with their values (the limit and the filters decide between an index walk and a
// sort, and how selective a filter is decides how bitmaps combine; a generic plan would have to
// guess them and was 1.3–5× dearer when tried). Relevance searches by words alone (`words`) are the
// exception: only bitmap scans are allowed, so their plan does not depend on the values, and
// planning that large statement anew was a third to a half of their CPU (docs/decisions/026).
// statement_timeout: a search takes milliseconds; one stuck behind a lock (a migration, VACUUM FULL)
// must give its place in line back (lib/db/statement-gate.ts) rather than hold it until the lock goes.
const ALWAYS_OPTIONS = {
  jit: "off",
  max_parallel_workers_per_gather: "0",
  plan_cache_mode: "force_custom_plan",
  statement_timeout: String(STATEMENT_TIMEOUT_MS),
};
const BITMAPS_ONLY = { enable_seqscan: "off", enable_indexscan: "off", "pg_trgm.word_similarity_threshold": String(TYPO_SIMILARITY) };
const CONNECTION_SETTINGS: Record<SearchPlan, PlannerSettings> = {
  words: { ...ALWAYS_OPTIONS, ...BITMAPS_ONLY, plan_cache_mode: "force_generic_plan" },
  wordsFiltered: { ...ALWAYS_OPTIONS, ...BITMAPS_ONLY },
  browse: ALWAYS_OPTIONS,
};
/** The connection settings of a plan's pool (exported for the tuning aids in tests/bench/search). */
export function plannerSettingsOf(plan: SearchPlan): PlannerSettings {
  return CONNECTION_SETTINGS[plan];
}

/** Longest a search waits for its turn (as long as the pools wait for a connection). */
const LINE_WAIT_MS = 5_000;

// Anything but the shared client is a transaction someone else opened (a Tx still has a $transaction method).
function inTransaction(client: Db | Tx): client is Tx {
  return client !== db;
}

export async function runSearchStatement<T>(client: Db | Tx, plan: SearchPlan, statement: Prisma.Sql): Promise<T[]> {
  if (!inTransaction(client) && plannerPoolsAvailable()) {
    // At most SEARCH_CONCURRENCY search statements at once, all kinds in one line (lib/db/statement-gate.ts).
    const limit = getConfig().SEARCH_CONCURRENCY;
    const busy = (message: string) => new AppError("SERVER_BUSY", message, { headers: { "Retry-After": "2" }, details: { retryAfterSeconds: 2 } });
    const run = () =>
      queryWithPlanner<T>(`search-${plan}`, CONNECTION_SETTINGS[plan], statement.text, statement.values, limit).catch((error: unknown) => {
        // statement_timeout: the database is not answering searches in time (a lock, an overload).
        throw (error as { code?: unknown }).code === "57014" ? busy("The database took too long to answer this search; retry in a few seconds.") : error;
      });
    return throughGate("search", limit, run, {
      maxWaitMs: LINE_WAIT_MS,
      tooLong: () => busy("Searches are queued deeper than the database can answer in time; retry in a few seconds."),
    });
  }
  if (inTransaction(client)) {
    // Inside the caller's transaction the settings last until it ends: only search runs there.
    await client.$queryRaw(SETTINGS[plan]);
    return client.$queryRaw<T[]>(statement);
  }
  const [, rows] = await client.$transaction([client.$queryRaw(SETTINGS[plan]), client.$queryRaw<T[]>(statement)]);
  return rows;
}
