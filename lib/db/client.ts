// The one Prisma client. Created on first use from lib/config and cached on globalThis, so
// Next.js dev reloads do not open a second pool (or a second PGlite on the same folder).
import { getConfig } from "@/lib/config";
import { PrismaClient } from "./generated/client";
import { createAdapter, type DatabaseTarget, type OpenedAdapter } from "./create-adapter";

// Columns that must never leave the data layer by accident; select them explicitly where needed.
const omitSecrets = {
  signingKey: { privateKey: true },
  apiToken: { tokenHash: true },
  githubSyncHook: { secret: true },
} as const;

// Prisma's defaults (2 s to start a transaction, 5 s to finish it) give up before the pool does
// (5 s to hand out a connection): on a busy host a burst of writes failed while a connection was
// about to be free. Waiting as long as the pool, and letting a started transaction finish, is
// the better failure mode for a registry whose writes are short.
const transactionOptions = { maxWait: 5_000, timeout: 15_000 };

function newClient(adapter: OpenedAdapter["factory"]) {
  return new PrismaClient({ adapter, omit: omitSecrets, transactionOptions });
}

export type Db = ReturnType<typeof newClient>;
/** The client handed to `db.$transaction(async (tx) => …)` callbacks. */
export type Tx = Parameters<Extract<Parameters<Db["$transaction"]>[0], (...args: never[]) => unknown>>[0];

type Open = { client: Db; adapter: OpenedAdapter; beforeClose: Array<() => Promise<void>> };
type Holder = { current?: Open };
const holder = ((globalThis as { __skillvaultDb?: Holder }).__skillvaultDb ??= {});

export function databaseTarget(): DatabaseTarget {
  const config = getConfig();
  return config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } : { dataDir: config.DATA_DIR };
}

function current(): Open {
  if (!holder.current) {
    const adapter = createAdapter(databaseTarget());
    holder.current = { client: newClient(adapter.factory), adapter, beforeClose: [] };
  }
  return holder.current;
}

/**
 * The shared client. A Proxy so importing it opens nothing: the database is
 * opened on the first query, after configuration is known.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = current().client as unknown as Record<PropertyKey, unknown>;
    const value = client[property];
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

export function databaseKind(): "postgres" | "pglite" {
  return current().adapter.kind;
}

/** How this process reaches the database (opening it if not yet open). */
export function databaseConnection(): Pick<OpenedAdapter, "kind" | "embedded" | "viaSocket"> {
  const { kind, embedded, viaSocket } = current().adapter;
  return { kind, embedded, viaSocket };
}

/** Work to do before the shared client closes (e.g. stop sharing the embedded database). */
export function beforeCloseDb(work: () => Promise<void>): void {
  current().beforeClose.push(work);
}

/** Closes the shared client (scripts before exit; tests between files). */
export async function closeDb(): Promise<void> {
  const open = holder.current;
  holder.current = undefined;
  if (!open) return;
  for (const work of open.beforeClose.splice(0)) await work();
  await open.client.$disconnect();
  await open.adapter.close();
}
