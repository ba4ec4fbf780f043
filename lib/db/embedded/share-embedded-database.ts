// The running site shares its embedded database on a Unix socket, so admin commands
// (`npm run hub -- …`) work beside it instead of being refused. Called once when a server starts.
import { rmSync } from "node:fs";
import { beforeCloseDb, databaseConnection } from "../client";
import { embeddedPaths } from "./embedded-paths";
import { releaseLock } from "./embedded-lock";
import { servePgliteSocket } from "./serve-pglite-socket";
import { waitForEmbeddedDatabase } from "./wait-for-embedded-database";

export type Sharing = { socketPath: string } | { via: string } | { unavailable: string };

export async function shareEmbeddedDatabase(options: { dataDir: string; log?: (line: string) => void }): Promise<Sharing> {
  const log = options.log ?? (() => {});
  // A crash-restarted server may find an admin command holding the database for a moment.
  await waitForEmbeddedDatabase({
    dataDir: options.dataDir,
    timeoutMs: 60_000,
    onWait: (holder) => log(`waiting for process ${holder.pid} to release the embedded database…`),
  });
  const connection = databaseConnection();
  if (connection.viaSocket) return { via: connection.viaSocket };
  if (!connection.embedded) return { unavailable: "not the embedded database" };
  const paths = embeddedPaths(options.dataDir);
  try {
    const server = await servePgliteSocket({ pglite: connection.embedded.pglite, dataDir: options.dataDir });
    beforeCloseDb(server.close);
    // On a plain exit (next start's SIGTERM handler exits without closing the database) the socket
    // and lock would be left for the next start to clear; clear them now.
    process.once("exit", () => {
      rmSync(paths.socketPath, { force: true });
      releaseLock(paths.lockFile);
    });
    return { socketPath: server.socketPath };
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
}
