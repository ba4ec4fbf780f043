// Read-only statements that need their own planner settings (search: docs/decisions/010 and 026)
// run on small pools whose connections were opened with those settings, so a statement is one
// round trip: no BEGIN, SET LOCAL and COMMIT around it. Statements are prepared (named by a hash
// of their text) so a repeated shape skips parsing; how many a connection keeps is bounded.
// Only for PostgreSQL over TCP: PGlite (in process, or shared on a socket that takes no startup
// options) has no round trips worth saving, and callers fall back to a transaction there.
import { createHash } from "node:crypto";
import pg from "pg";
import { beforeCloseDb, databaseConnection, databaseTarget } from "./client";

/** Named statements one connection keeps; shapes beyond it run unnamed (parsed every time). */
const PREPARED_PER_CONNECTION = 300;
/** Connections are replaced after this many statements, which also renews their prepared set. */
const USES_PER_CONNECTION = 20_000;

export type PlannerSettings = Readonly<Record<string, string>>;

type Entry = { pool: pg.Pool; prepared: WeakMap<pg.PoolClient, Set<string>> };
type Holder = { pools: Map<string, Entry>; closing?: boolean };
const holder = ((globalThis as { __skillvaultPlannerPools?: Holder }).__skillvaultPlannerPools ??= { pools: new Map() });

const SETTING_NAME = /^[a-z_][a-z0-9_.]*$/;
const SETTING_VALUE = /^[A-Za-z0-9_.]+$/;

/** `-c name=value` startup options; names and values are our own constants, checked anyway. */
function startupOptions(settings: PlannerSettings): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!SETTING_NAME.test(name) || !SETTING_VALUE.test(value)) throw new Error(`invalid planner setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(" ");
}

/** Whether planner pools serve this process's database (PostgreSQL over TCP). */
export function plannerPoolsAvailable(): boolean {
  const connection = databaseConnection();
  return connection.kind === "postgres" && !connection.viaSocket && "url" in databaseTarget();
}

function entryFor(key: string, settings: PlannerSettings, size: number): Entry {
  let entry = holder.pools.get(key);
  if (!entry) {
    const target = databaseTarget();
    if (!("url" in target)) throw new Error("planner pools need DATABASE_URL");
    const pool = new pg.Pool({
      connectionString: target.url,
      options: startupOptions(settings),
      max: size,
      // A database host that vanishes without a reset would otherwise leave these sockets (and the
      // statements on them) waiting forever.
      keepAlive: true,
      maxUses: USES_PER_CONNECTION,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", () => {}); // an idle connection dropped by the server; the next query opens another
    // A connection the server ends (a restart: FATAL 57P01) between two statements emits "error" on
    // the client itself; unheard, that is an uncaught exception that would take the process down.
    // The pool notices the broken client on its own and never hands it out again.
    pool.on("connect", (client) => client.on("error", () => {}));
    entry = { pool, prepared: new WeakMap() };
    holder.pools.set(key, entry);
    if (holder.pools.size === 1) beforeCloseDb(closePlannerPools);
  }
  return entry;
}

/**
 * Runs one statement ($1… placeholders) on a connection opened with `settings`; returns its rows.
 * `size`: the pool's connections (fixed by the first call for a key); callers waiting for one queue in order.
 */
export async function queryWithPlanner<T>(key: string, settings: PlannerSettings, text: string, values: unknown[], size: number): Promise<T[]> {
  const entry = entryFor(key, settings, size);
  const client = await entry.pool.connect();
  let failed: Error | undefined;
  try {
    const prepared = entry.prepared.get(client) ?? new Set<string>();
    entry.prepared.set(client, prepared);
    const name = `sv_${createHash("sha1").update(text).digest("base64url")}`;
    const named = prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION;
    const result = await client.query(named ? { name, text, values } : { text, values });
    if (named) prepared.add(name);
    return result.rows as T[];
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose statement failed at the protocol level, or that the server is ending
    // (SQLSTATE class 57: shutdown, terminated; class 08: connection exceptions), is not reused.
    client.release(failed && connectionLost(failed) ? failed : undefined);
  }
}

function connectionLost(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== "string" || code.startsWith("57") || code.startsWith("08");
}

export async function closePlannerPools(): Promise<void> {
  const entries = [...holder.pools.values()];
  holder.pools.clear();
  await Promise.all(entries.map((entry) => entry.pool.end()));
}
