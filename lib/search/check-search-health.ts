// Search status for /api/health: which backend answers, whether it is up, and how far the
// Meilisearch outbox lags behind. Meilisearch down is "degraded" (PostgreSQL answers instead).
import { db } from "@/lib/db";
import { getSearchBackends } from "./get-search-backends";
import { meiliCircuitState } from "./meili-circuit";
import type { BackendHealth, SearchBackendName } from "./types";

export type OutboxLag = { pending: number; failing: number; oldestPendingSeconds: number | null; lastError: string | null };

export type SearchHealth = {
  status: "ok" | "degraded" | "down";
  backend: SearchBackendName;
  postgres: BackendHealth;
  meilisearch?: BackendHealth & { fallbackActive: boolean };
  outbox?: OutboxLag;
};

export async function getOutboxLag(): Promise<OutboxLag> {
  const rows = await db.$queryRaw<Array<{ pending: number; failing: number; oldest: number | null; lastError: string | null }>>`
    SELECT count(*)::int AS pending, (count(*) FILTER (WHERE attempts > 0))::int AS failing,
      extract(epoch FROM ((now() AT TIME ZONE 'UTC') - min("createdAt")))::float8 AS oldest,
      (array_agg("lastError" ORDER BY id DESC) FILTER (WHERE "lastError" IS NOT NULL))[1] AS "lastError"
    FROM "SearchOutbox" WHERE "processedAt" IS NULL`;
  const row = rows[0];
  return {
    pending: row?.pending ?? 0,
    failing: row?.failing ?? 0,
    oldestPendingSeconds: row?.oldest == null ? null : Math.round(row.oldest),
    lastError: row?.lastError ?? null,
  };
}

export async function checkSearchHealth(): Promise<SearchHealth> {
  const { postgres, meili } = getSearchBackends();
  const [pg, meiliHealth, outbox] = await Promise.all([
    postgres.health(),
    meili ? meili.health() : Promise.resolve(null),
    meili ? getOutboxLag().catch(() => undefined) : Promise.resolve(undefined),
  ]);
  if (!meili || !meiliHealth) return { status: pg.status === "ok" ? "ok" : "down", backend: "postgres", postgres: pg };
  const fallbackActive = meiliHealth.status === "down" || meiliCircuitState().paused;
  const status = pg.status !== "ok" ? "down" : fallbackActive ? "degraded" : "ok";
  return { status, backend: "meilisearch", postgres: pg, meilisearch: { ...meiliHealth, fallbackActive }, ...(outbox ? { outbox } : {}) };
}
