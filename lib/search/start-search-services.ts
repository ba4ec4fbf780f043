// Background work of search in the server process (started from instrumentation.ts):
// - always: refresh counters and rank scores every 15 minutes, prune processed outbox rows,
//   and rebuild the PostgreSQL
//   documents once if the table is empty while skills are listed (e.g. after a migration);
// - with MEILI_HOST: the outbox worker feeding Meilisearch.
import { db } from "@/lib/db";
import { getSearchBackends } from "./get-search-backends";
import { pruneProcessedEvents } from "./outbox/claim-search-events";
import { startSearchWorker, type SearchWorker } from "./outbox/start-search-worker";
import { refreshSearchCounters } from "./refresh-search-counters";
import { reindexSearch } from "./reindex-search";
import { searchLog } from "./search-log";

const MAINTENANCE_EVERY_MS = 15 * 60_000;
const FIRST_MAINTENANCE_AFTER_MS = 20_000;

type Services = { worker: SearchWorker | null; timer: NodeJS.Timeout | null };
const holder = ((globalThis as { __skillvaultSearchServices?: { current?: Services } }).__skillvaultSearchServices ??= {});

/** One maintenance pass (exported for tests): rebuild an empty document table, refresh counters. */
export async function runSearchMaintenance(): Promise<{ rebuilt: number | null; refreshed: number }> {
  const [documents, listed] = await Promise.all([
    db.skillSearchDocument.count(),
    db.skill.count({ where: { deletedAt: null, moderation: "ACTIVE", latestVersionId: { not: null } } }),
  ]);
  let rebuilt: number | null = null;
  if (documents === 0 && listed > 0) {
    searchLog("info", `search documents missing for ${listed} skill(s); rebuilding`);
    rebuilt = (await reindexSearch({ backends: ["postgres"] })).postgres?.documents ?? 0;
  }
  // Rows written already processed (PostgreSQL-only registries) are pruned like the worker's.
  await pruneProcessedEvents();
  const { updated } = await refreshSearchCounters();
  if (updated) searchLog("info", `refreshed counters of ${updated} search document(s)`);
  return { rebuilt, refreshed: updated };
}

async function maintain(): Promise<void> {
  try {
    await runSearchMaintenance();
  } catch (error) {
    searchLog("warn", "search maintenance failed; will retry", error);
  }
}

export function startSearchServices(): Services {
  if (holder.current) return holder.current;
  const { meili } = getSearchBackends();
  const worker = meili
    ? startSearchWorker({
        index: meili,
        onIndexCreated: async () => {
          const report = await reindexSearch({ backends: ["meilisearch"] });
          searchLog("info", `filled new Meilisearch index with ${report.meilisearch?.documents ?? 0} document(s)`);
        },
      })
    : null;
  const first = setTimeout(() => void maintain(), FIRST_MAINTENANCE_AFTER_MS);
  first.unref();
  const timer = setInterval(() => void maintain(), MAINTENANCE_EVERY_MS);
  timer.unref();
  holder.current = { worker, timer };
  return holder.current;
}
