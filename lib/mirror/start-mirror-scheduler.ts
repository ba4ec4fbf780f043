// The site keeps mirrors current: once a minute it looks for a mirror whose last sync started more
// than MIRROR_SYNC_INTERVAL_MINUTES ago (or that never synced) and syncs it, one at a time. A sync
// already running elsewhere (`hub mirror sync`, another instance) holds the lease and is left alone.
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { syncMirror } from "./sync-mirror";

const TICK_MS = 60_000;

export function startMirrorScheduler(): (() => void) | null {
  const minutes = getConfig().MIRROR_SYNC_INTERVAL_MINUTES;
  if (minutes === 0) return null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const due = await db.mirrorUpstream.findFirst({
        where: { OR: [{ lastSyncStartedAt: null }, { lastSyncStartedAt: { lt: new Date(Date.now() - minutes * 60_000) } }] },
        orderBy: { lastSyncStartedAt: { sort: "asc", nulls: "first" } },
        select: { name: true },
      });
      if (due) {
        const result = await syncMirror(due.name);
        console.log(
          `[mirror] ${due.name}: ${result.ok ? "synced" : "incomplete"} (${result.stats.versionsAdded} versions added${result.error ? `; ${result.error}` : ""})`,
        );
      }
    } catch (error) {
      if (!isAppError(error) || error.code !== "MIRROR_BUSY") console.error("[mirror] scheduled sync failed:", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
