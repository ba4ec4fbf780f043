// Background work of search in the server process (started from instrumentation.ts):
// - always: refresh counters and rank scores every 15 minutes, prune processed outbox rows,
//   and rebuild the PostgreSQL documents once if a document table is empty while skills it would
//   hold are listed (after a migration that added it, e.g. the restricted documents of internal and
//   private skills, decision 032: no operator has to remember `npm run hub -- reindex`);
// - with MEILI_HOST: the outbox worker feeding Meilisearch.
import { publicSkillWhere } from "@/lib/access";
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

/** Skills that would have a restricted document: listed but for their visibility (lib/access listedAudience). */
const restrictedListedWhere = { ...publicSkillWhere, visibility: { not: "PUBLIC" }, latestVersionId: { not: null } } as const;

/**
 * Tables a rebuild left empty: the skills counted for them are not listed after all (the counts
 * approximate listedAudience), so their emptiness alone triggers no further rebuild, which would
 * otherwise rewrite every document every pass, until the table holds a document again.
 */
const leftEmpty = ((globalThis as { __skillvaultSearchLeftEmpty?: Set<string> }).__skillvaultSearchLeftEmpty ??= new Set());

const countDocuments = () => Promise.all([db.skillSearchDocument.count(), db.restrictedSearchDocument.count()]);

/** One maintenance pass (exported for tests): rebuild an empty document table, refresh counters. */
export async function runSearchMaintenance(): Promise<{ rebuilt: number | null; refreshed: number }> {
  const [[documents, restricted], listed, restrictedListed] = await Promise.all([
    countDocuments(),
    db.skill.count({ where: { ...publicSkillWhere, latestVersionId: { not: null } } }),
    db.skill.count({ where: restrictedListedWhere }),
  ]);
  const tables = [
    { name: "public", documents, listed },
    { name: "restricted", documents: restricted, listed: restrictedListed },
  ];
  for (const table of tables) if (table.documents > 0) leftEmpty.delete(table.name);
  const due = tables.filter((table) => table.documents === 0 && table.listed > 0 && !leftEmpty.has(table.name));
  let rebuilt: number | null = null;
  if (due.length) {
    searchLog("info", `search documents missing for ${due.reduce((sum, table) => sum + table.listed, 0)} skill(s); rebuilding`);
    rebuilt = (await reindexSearch({ backends: ["postgres"] })).postgres?.documents ?? 0;
    const after = await countDocuments();
    for (const table of due) if (after[tables.indexOf(table)] === 0) leftEmpty.add(table.name);
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
