// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) persisted under DATA_DIR.
// PGlite is single-process: the lock (embedded-lock.ts) stops a second process from opening the
// same folder; that process reaches the database through the holder's socket instead, if shared.
import { mkdirSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { AppError } from "@/lib/errors";
import { embeddedPaths, MAX_SOCKET_PATH_BYTES, socketPathFits } from "./embedded-paths";
import { releaseLock, takeLock, type LockHolder } from "./embedded-lock";

export type EmbeddedDatabase = { pglite: PGlite; dataDir: string; close: () => Promise<void> };

export function databaseBusy(dataDir: string, holder: LockHolder): AppError {
  const paths = embeddedPaths(dataDir);
  const why = socketPathFits(paths)
    ? "(an admin command still running, or a site still starting): wait for it to finish and try again"
    : `(its socket path would be longer than ${MAX_SOCKET_PATH_BYTES} bytes): stop that process, or use a shorter DATA_DIR`;
  return new AppError("DATABASE_BUSY", `The embedded database in ${paths.dataDir} is open in process ${holder.pid}, which does not share it ${why}.`, {
    details: { pid: holder.pid },
  });
}

/**
 * Opens synchronously (PGlite queues queries until it is ready), so the shared client
 * can be created on first use without an await. dataDir "memory://" gives a throw-away
 * in-memory database (used by migration diffs). Throws DATABASE_BUSY when another live
 * process holds the folder.
 */
export function openPglite(dataDir: string): EmbeddedDatabase {
  if (dataDir === "memory://") {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    return { pglite, dataDir, close: () => pglite.close() };
  }
  const paths = embeddedPaths(dataDir);
  mkdirSync(paths.pgliteDir, { recursive: true });
  const lock = takeLock(paths.lockFile);
  if (!lock.taken) throw databaseBusy(dataDir, lock.holder);
  // A socket left by a crashed holder would send other processes to a dead end.
  rmSync(paths.socketPath, { force: true });
  const pglite = new PGlite(paths.pgliteDir, { extensions: { pg_trgm } });
  return {
    pglite,
    dataDir,
    close: async () => {
      await pglite.close();
      releaseLock(paths.lockFile);
    },
  };
}
