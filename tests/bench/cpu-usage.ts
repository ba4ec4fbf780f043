// CPU time spent by processes, read from /proc (Linux): the benchmarks' primary figure on a shared
// machine, where wall-clock latency mostly measures the neighbours. Ticks are 1/100 s, so read
// totals over many requests, never one.
import { readFileSync, readdirSync } from "node:fs";
import type pg from "pg";

const TICK_MS = 10;

/** utime + stime of one process (all its threads), in ms; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU of a process and its descendants (`next start` may run the server in a child). */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childrenOf(pid).flatMap((child) => [child, ...childrenOf(child)])].reduce((sum, id) => sum + processCpuMs(id), 0);
}

/** CPU of this Node process so far, in ms (process.cpuUsage: microsecond resolution). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Per-backend CPU of the PostgreSQL connections to one database (pid → ms), for cpuSince(). */
export async function postgresCpuSnapshot(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
  return new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)]));
}

/**
 * CPU the backends used between two snapshots: a connection opened in between counts whole; one
 * closed in between is missed (pools stay open across a benchmark level, so that is rare).
 */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** "12.3 ms CPU/request" style figure from two readings. */
export function perRequest(cpuMs: number, requests: number): string {
  return `${(cpuMs / Math.max(1, requests)).toFixed(2)} ms`;
}
