// Uploads in flight per app instance, held from the first body byte to the answer: at most as many
// as the upload pool can run and queue (UPLOAD_WORKERS × 9) across everyone, and
// UPLOADS_PER_ACCOUNT per account (not applied with RATE_LIMIT_DISABLED, like the rate limits).
// A body is buffered whole (up to BUNDLE_MAX_TOTAL_BYTES + 1 MiB) before a worker sees it, so
// without this bound a hundred parallel uploads would hold 5 GB; the surplus is refused before its
// body is read: 503 SERVER_BUSY when everyone's slots are taken, 429 RATE_LIMITED when the
// account's are.
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

export const UPLOADS_PER_ACCOUNT = 4;

const holder = globalThis as { __skillvaultUploadSlots?: { total: number; byAccount: Map<string, number> } };
const slots = (holder.__skillvaultUploadSlots ??= { total: 0, byAccount: new Map() });

export function uploadSlotCapacity(): number {
  return getConfig().UPLOAD_WORKERS * 9;
}

export async function withUploadSlot<T>(actor: Actor, run: () => Promise<T>): Promise<T> {
  const config = getConfig();
  const mine = slots.byAccount.get(actor.userId) ?? 0;
  if (slots.total >= uploadSlotCapacity()) {
    throw new AppError("SERVER_BUSY", "The server is handling as many uploads as it can; retry in a few seconds.", { headers: { "Retry-After": "5" }, details: { retryAfterSeconds: 5 } });
  }
  if (!config.RATE_LIMIT_DISABLED && mine >= UPLOADS_PER_ACCOUNT) {
    throw new AppError("RATE_LIMITED", `At most ${UPLOADS_PER_ACCOUNT} uploads at once per account; retry when one has finished.`, { headers: { "Retry-After": "5" }, details: { retryAfterSeconds: 5 } });
  }
  slots.total++;
  slots.byAccount.set(actor.userId, mine + 1);
  try {
    return await run();
  } finally {
    slots.total--;
    const left = (slots.byAccount.get(actor.userId) ?? 1) - 1;
    if (left > 0) slots.byAccount.set(actor.userId, left);
    else slots.byAccount.delete(actor.userId);
  }
}
