// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) persisted under DATA_DIR.
// PGlite is single-process, so a lock file stops a second process from opening the same folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function takeLock(lockFile: string): void {
  try {
    const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is open in process ${holder}. ` +
          "Stop that process (the running site) first, or set DATABASE_URL to use PostgreSQL.",
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
}

export type EmbeddedDatabase = { pglite: PGlite; close: () => Promise<void> };

/**
 * Opens synchronously (PGlite queues queries until it is ready), so the shared client
 * can be created on first use without an await. dataDir "memory://" gives a throw-away
 * in-memory database (used by migration diffs).
 */
export function openPglite(dataDir: string): EmbeddedDatabase {
  if (dataDir === "memory://") {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    return { pglite, close: () => pglite.close() };
  }
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const lockFile = path.resolve(dataDir, "pglite.lock");
  takeLock(lockFile);
  const pglite = new PGlite(dir, { extensions: { pg_trgm } });
  return {
    pglite,
    close: async () => {
      await pglite.close();
      rmSync(lockFile, { force: true });
    },
  };
}
