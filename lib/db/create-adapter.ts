// Picks the driver adapter: PostgreSQL over TCP when DATABASE_URL is set, embedded PGlite otherwise.
// Both speak the same SQL, so the rest of the code never knows which one it has.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { openPglite } from "./open-pglite";

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string };

export type OpenedAdapter = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
};

// The adapter's own shadow database (used by migration diffs) lacks pg_trgm, which our first
// migration creates, and is a new empty database on every connect, while the engine connects
// more than once per diff. Give it one shadow database, with the main database's extensions.
function withExtensionsInShadow(factory: PrismaPGlite): SqlMigrationAwareDriverAdapterFactory {
  let shadow: PrismaPGlite | undefined;
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => (shadow ??= new PrismaPGlite(openPglite("memory://").pglite)).connect(),
  };
}

export function createAdapter(target: DatabaseTarget): OpenedAdapter {
  if ("url" in target) {
    const pg = new PrismaPg({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Fail fast when PostgreSQL is down so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // Remember every pool the factory opens so close() really releases the connections
    // (migrations must let go of a database before it can be renamed or dropped).
    const opened: SqlDriverAdapter[] = [];
    const track = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
      // Prisma's $disconnect disposes too; ending a pg pool twice throws, so dispose once.
      const dispose = adapter.dispose.bind(adapter);
      let disposed: Promise<void> | undefined;
      adapter.dispose = () => (disposed ??= dispose());
      opened.push(adapter);
      return adapter;
    };
    const factory: SqlMigrationAwareDriverAdapterFactory = {
      provider: pg.provider,
      adapterName: pg.adapterName,
      connect: async () => track(await pg.connect()),
      connectToShadowDb: async () => track(await pg.connectToShadowDb()),
    };
    return { factory, kind: "postgres", close: async () => void (await Promise.all(opened.splice(0).map((adapter) => adapter.dispose()))) };
  }
  const embedded = openPglite(target.dataDir);
  return { factory: withExtensionsInShadow(new PrismaPGlite(embedded.pglite)), kind: "pglite", close: embedded.close };
}
