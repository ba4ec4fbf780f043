// One sync per mirror at a time, across processes (the site's scheduler, `hub mirror sync`, a
// pull-through): a lease row update that only succeeds when no live lease exists. The holder renews
// it while it works; a crashed holder's lease runs out and the next sync takes over.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const LEASE_MS = 60_000;
const RENEW_MS = 20_000;

export type SyncLease = { id: string; release: () => Promise<void> };

export async function acquireSyncLease(name: string): Promise<SyncLease> {
  const id = randomUUID();
  const now = new Date();
  const taken = await db.mirrorUpstream.updateMany({
    where: { name, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
    data: { leaseId: id, leaseUntil: new Date(now.getTime() + LEASE_MS), lastSyncStartedAt: now },
  });
  if (taken.count === 0) {
    const exists = await db.mirrorUpstream.findUnique({ where: { name }, select: { leaseUntil: true } });
    if (!exists) throw new AppError("MIRROR_NOT_FOUND", `No mirror named '${name}'.`, { details: { name } });
    throw new AppError("MIRROR_BUSY", `A sync of '${name}' is already running; try again when it ends (at the latest ${exists.leaseUntil?.toISOString()}).`, {
      details: { name },
    });
  }
  const timer = setInterval(() => {
    void db.mirrorUpstream.updateMany({ where: { name, leaseId: id }, data: { leaseUntil: new Date(Date.now() + LEASE_MS) } }).catch(() => undefined);
  }, RENEW_MS);
  timer.unref();
  return {
    id,
    release: async () => {
      clearInterval(timer);
      await db.mirrorUpstream.updateMany({ where: { name, leaseId: id }, data: { leaseId: null, leaseUntil: null } });
    },
  };
}
