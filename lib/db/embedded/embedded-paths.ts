// Where the embedded database keeps its files under DATA_DIR: the PGlite folder, the lock, and the
// socket the running site shares it on. The socket sits in a folder only its owner may enter, and
// is named the way PostgreSQL clients look for one (`<dir>/.s.PGSQL.<port>`), so `pg` connects to
// it with host=<dir>. It is never a TCP port.
import path from "node:path";

export const SOCKET_PORT = 5432;
/** sun_path is 108 bytes on Linux, including the terminating NUL. */
export const MAX_SOCKET_PATH_BYTES = 107;

export type EmbeddedPaths = { dataDir: string; pgliteDir: string; lockFile: string; socketDir: string; socketPath: string };

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  const root = path.resolve(dataDir);
  const socketDir = path.join(root, "run");
  return {
    dataDir: root,
    pgliteDir: path.join(root, "pglite"),
    lockFile: path.join(root, "pglite.lock"),
    socketDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
}

export function socketPathFits(paths: EmbeddedPaths): boolean {
  return Buffer.byteLength(paths.socketPath) <= MAX_SOCKET_PATH_BYTES;
}
