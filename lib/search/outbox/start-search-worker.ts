// The Meilisearch feeder: a loop in the server process that prepares the index (settings,
// first fill) and then drains the outbox, polling once a second while idle.
import type { EnsureIndexResult } from "../meilisearch/ensure-meili-index";
import type { SearchIndex } from "../search-index";
import { searchLog } from "../search-log";
import { pruneProcessedEvents } from "./claim-search-events";
import { processSearchOutbox } from "./process-search-outbox";

export type SearchWorker = { stop(): Promise<void> };

/** An external index the worker feeds; ensureReady creates it / applies settings (idempotent). */
export type FedIndex = SearchIndex & { ensureReady(): Promise<EnsureIndexResult> };

export type SearchWorkerOptions = {
  index: FedIndex;
  pollMs?: number;
  batchSize?: number;
  /** Fill a newly created (empty) index from the database before draining the outbox. */
  onIndexCreated?: () => Promise<void>;
};

const PRUNE_EVERY_MS = 3_600_000;

export function startSearchWorker(options: SearchWorkerOptions): SearchWorker {
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref?.();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function prepare(): Promise<void> {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        const result = await options.index.ensureReady();
        if (result.settingsChanged.length) searchLog("info", `Meilisearch settings applied: ${result.settingsChanged.join(", ")}`);
        if (result.created) await options.onIndexCreated?.();
        return;
      } catch (error) {
        searchLog("warn", "Meilisearch is not ready; retrying", error);
        await sleep(Math.min(60_000, 1_000 * 2 ** attempt));
      }
    }
  }

  const done = (async () => {
    await prepare();
    let lastPrune = 0;
    while (!stopped) {
      try {
        const pass = await processSearchOutbox({ index: options.index, batchSize });
        if (pass.failed) searchLog("warn", `${pass.failed} search event(s) failed; they will be retried`);
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneProcessedEvents();
        }
        if (pass.claimed === batchSize) continue;
      } catch (error) {
        searchLog("error", "search outbox pass failed", error);
      }
      await sleep(pollMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await done;
    },
  };
}
