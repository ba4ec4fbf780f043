// Picks the driver adapter: PostgreSQL over TCP when DATABASE_URL is set, embedded PGlite otherwise
// (opened here, or, when another process holds it and shares it, reached through its socket).
// All speak the same SQL, so the rest of the code never knows which one it has.
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { isAppError } from "@/lib/errors";
import { embeddedPaths, SOCKET_PORT } from "./embedded/embedded-paths";
import { openPglite } from "./embedded/open-pglite";
import { isSocket } from "./embedded/wait-for-embedded-database";

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string };

export type OpenedAdapter = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
  /** The embedded database when this process opened it itself (so it may share it). */
  embedded?: { pglite: PGlite; dataDir: string };
  /** The socket of the process that shares the embedded database, when reached through it. */
  viaSocket?: string;
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

type PgConfig = ConstructorParameters<typeof PrismaPg>[0];

function pgAdapter(config: PgConfig): Pick<OpenedAdapter, "factory" | "close"> {
  const pg = new PrismaPg(config);
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
  return { factory, close: async () => void (await Promise.all(opened.splice(0).map((adapter) => adapter.dispose()))) };
}

export function createAdapter(target: DatabaseTarget): OpenedAdapter {
  if ("url" in target) {
    // Fail fast when PostgreSQL is down so requests answer 503 instead of hanging.
    return {
      ...pgAdapter({ connectionString: target.url, max: target.poolSize ?? 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 }),
      kind: "postgres",
    };
  }
  try {
    const embedded = openPglite(target.dataDir);
    return { factory: withExtensionsInShadow(new PrismaPGlite(embedded.pglite)), kind: "pglite", close: embedded.close, embedded };
  } catch (error) {
    const paths = embeddedPaths(target.dataDir);
    if (!isAppError(error) || error.code !== "DATABASE_BUSY" || !isSocket(paths.socketPath)) throw error;
    // PGlite runs one statement at a time whoever asks, so a few connections are plenty.
    const socket = pgAdapter({
      host: paths.socketDir,
      port: SOCKET_PORT,
      user: "postgres",
      database: "postgres",
      max: 4,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 10_000,
    });
    return { ...socket, kind: "pglite", viaSocket: paths.socketPath };
  }
}
