// A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port and a temporary data
// folder), so a fault test can stop and restart it without touching the shared test cluster
// other files are using. Runs as the postgres user when we are root (initdb refuses root).
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../setup/start-test-server";

const BIN = "/usr/lib/postgresql/15/bin";

export type ThrowawayPostgres = {
  port: number;
  dataDir: string;
  /** postgresql://… URL of `database` on this cluster. */
  url: (database: string) => string;
  start: () => void;
  /** Fast shutdown: open connections are terminated, as in a restart or failover. */
  stop: () => void;
  destroy: () => void;
};

function asPostgres(command: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ["runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
  return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], cwd: "/" });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const base = mkdtempSync(path.join(tmpdir(), "sv-fault-pg-"));
  const dataDir = path.join(base, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(base, uid, gid);
  }
  asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  const cluster: ThrowawayPostgres = {
    port,
    dataDir,
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    start: () => void asPostgres("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(base, "log"), "-w", "-t", "60", "start"]),
    stop: () => void asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
  cluster.start();
  asPostgres("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-qAtc", "CREATE DATABASE skillvault"]);
  return cluster;
}
