// Full rebuild from the database (`npm run hub -- reindex`): PostgreSQL documents in place, in
// locked batches (rebuild-postgres-search.ts), Meilisearch into a fresh index swapped in at the end.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getSearchBackends } from "./get-search-backends";
import { streamSearchDocuments } from "./load-search-documents";
import { rebuildPostgresSearch } from "./rebuild-postgres-search";
import type { SearchBackendName } from "./types";

export type ReindexReport = Partial<Record<SearchBackendName, { documents: number; ms: number }>>;

export async function reindexSearch(options: { backends?: SearchBackendName[]; batchSize?: number } = {}): Promise<ReindexReport> {
  const { meili } = getSearchBackends();
  const wanted = options.backends ?? (meili ? ["postgres", "meilisearch"] : ["postgres"]);
  const report: ReindexReport = {};
  if (wanted.includes("postgres")) {
    const started = performance.now();
    const { documents } = await rebuildPostgresSearch({ batchSize: options.batchSize });
    report.postgres = { documents, ms: Math.round(performance.now() - started) };
  }
  if (wanted.includes("meilisearch")) {
    if (!meili) throw new AppError("SEARCH_UNAVAILABLE", "Meilisearch is not configured (set MEILI_HOST).");
    const startedAt = new Date();
    const started = performance.now();
    await meili.ensureReady();
    const { documents } = await meili.reindex(streamSearchDocuments({ batchSize: options.batchSize }));
    // Events the worker applied during the rebuild went into the index that was just swapped
    // out: queue them again so the new index gets them too.
    await db.searchOutbox.updateMany({ where: { processedAt: { gte: startedAt } }, data: { processedAt: null, nextAttemptAt: new Date() } });
    report.meilisearch = { documents, ms: Math.round(performance.now() - started) };
  }
  return report;
}
