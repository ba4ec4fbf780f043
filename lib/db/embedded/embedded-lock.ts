// Who holds the embedded database. PGlite is one process's files, so exactly one process opens a
// DATA_DIR; others reach it through the holder's socket (share-embedded-database.ts) or wait.
// The lock file names the holder by process id and start time, so a lock left by a crash (or a
// process id reused after one) is recognised as stale and taken over.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";

export type LockHolder = { pid: number; startTime: string };
export type LockResult = { taken: true } | { taken: false; holder: LockHolder };

/** Field 22 of /proc/<pid>/stat (start time in clock ticks); "" where /proc is not available. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may contain spaces: count from the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but someone else's (another user's process cannot be ours).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTimeOf(holder.pid);
  return holder.startTime === "" || now === "" || now === holder.startTime;
}

export function readLockHolder(lockFile: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch {
    return null;
  }
  const [pid, startTime = ""] = text.trim().split(/\s+/);
  const parsed = Number.parseInt(pid ?? "", 10);
  return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, startTime } : null;
}

/** The live holder of the lock, or null when it is free or stale. */
export function liveLockHolder(lockFile: string): LockHolder | null {
  const holder = readLockHolder(lockFile);
  return holder && holder.pid !== process.pid && isAlive(holder) ? holder : null;
}

function createExclusively(file: string, content: string): boolean {
  try {
    const fd = openSync(file, "wx", 0o600);
    writeFileSync(fd, content);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes the lock, or says who holds it. Creation is exclusive (O_EXCL); replacing a stale lock is
 * serialised by a second exclusive file, so two processes that find the same stale lock at the
 * same moment cannot both take it.
 */
export function takeLock(lockFile: string): LockResult {
  const mine = `${process.pid} ${startTimeOf(process.pid)}`;
  if (createExclusively(lockFile, mine)) return { taken: true };
  const holder = liveLockHolder(lockFile);
  if (holder) return { taken: false, holder };
  if (readLockHolder(lockFile)?.pid === process.pid) return { taken: true };
  const takeover = `${lockFile}.takeover`;
  if (!createExclusively(takeover, mine)) {
    const other = liveLockHolder(takeover);
    if (other) return { taken: false, holder: other };
    // A takeover abandoned by a crash: clear it; the caller's next attempt competes afresh.
    rmSync(takeover, { force: true });
    return takeLock(lockFile);
  }
  try {
    const current = liveLockHolder(lockFile);
    if (current) return { taken: false, holder: current };
    writeFileSync(lockFile, mine, { mode: 0o600 });
    return { taken: true };
  } finally {
    rmSync(takeover, { force: true });
  }
}

/** Removes the lock if this process holds it. */
export function releaseLock(lockFile: string): void {
  if (readLockHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
}
