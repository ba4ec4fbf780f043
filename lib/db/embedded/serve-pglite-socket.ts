// Shares an open PGlite on a Unix socket under DATA_DIR, so admin commands work beside the site
// that holds it. Only the owner can reach it: the socket's folder is 0700 and the socket 0600, and
// the folder must be a real directory of ours (not a link someone planted). Never a TCP port.
import { chmodSync, lstatSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { AppError } from "@/lib/errors";
import { embeddedPaths, MAX_SOCKET_PATH_BYTES, socketPathFits } from "./embedded-paths";
import { PgliteSocketConnection } from "./pglite-socket-connection";

export type PgliteSocketServer = { socketPath: string; close: () => Promise<void> };

/** How long a client may hold the session (open transaction) without sending anything. */
export const DEFAULT_HOLD_TIMEOUT_MS = 30_000;

function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const info = lstatSync(dir);
  if (!info.isDirectory() || (typeof process.getuid === "function" && info.uid !== process.getuid())) {
    throw new AppError("INTERNAL", `${dir} is not a directory owned by this user; remove it and start again.`);
  }
  chmodSync(dir, 0o700);
}

/** Call only while holding the database's lock: the socket path is the holder's to replace. */
export async function servePgliteSocket(options: { pglite: PGlite; dataDir: string; holdTimeoutMs?: number }): Promise<PgliteSocketServer> {
  const paths = embeddedPaths(options.dataDir);
  if (!socketPathFits(paths)) {
    throw new AppError("INTERNAL", `The socket path ${paths.socketPath} is longer than ${MAX_SOCKET_PATH_BYTES} bytes; use a shorter DATA_DIR.`);
  }
  ensurePrivateDirectory(paths.socketDir);
  rmSync(paths.socketPath, { force: true });
  await options.pglite.waitReady;

  const connections = new Set<PgliteSocketConnection>();
  const server = createServer((socket) => {
    const connection = new PgliteSocketConnection(options.pglite, socket, options.holdTimeoutMs ?? DEFAULT_HOLD_TIMEOUT_MS);
    connections.add(connection);
    void connection.finished.then(() => connections.delete(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(paths.socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(paths.socketPath, 0o600);
  // The server must not keep a process alive that would otherwise exit (scripts, tests).
  server.unref();

  return {
    socketPath: paths.socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.close();
      await Promise.all([...connections].map((connection) => connection.finished));
      await closed;
      rmSync(paths.socketPath, { force: true });
    },
  };
}
