// Before a process uses the embedded database: wait until it is free (this process will open it)
// or shared by its holder (this process will go through the socket). Another admin command, or a
// site that is still starting, holds it only briefly; past the timeout, DATABASE_BUSY says who.
import { lstatSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { embeddedPaths } from "./embedded-paths";
import { liveLockHolder, type LockHolder } from "./embedded-lock";
import { databaseBusy } from "./open-pglite";

export type EmbeddedAccess = "free" | "shared";

export function isSocket(file: string): boolean {
  try {
    return lstatSync(file).isSocket();
  } catch {
    return false;
  }
}

export async function waitForEmbeddedDatabase(options: { dataDir: string; timeoutMs: number; onWait?: (holder: LockHolder) => void }): Promise<EmbeddedAccess> {
  const paths = embeddedPaths(options.dataDir);
  const deadline = Date.now() + options.timeoutMs;
  let told = false;
  for (;;) {
    const holder = liveLockHolder(paths.lockFile);
    if (!holder) return "free";
    if (isSocket(paths.socketPath)) return "shared";
    if (Date.now() >= deadline) throw databaseBusy(options.dataDir, holder);
    if (!told) options.onWait?.(holder);
    told = true;
    await sleep(200);
  }
}
