// Uploads in flight per app instance, held from the first body byte to the answer: at most as many
// as the upload pool can run and queue (UPLOAD_WORKERS × 9) across everyone, and
// UPLOADS_PER_ACCOUNT per account and per client address (not applied with RATE_LIMIT_DISABLED,
// like the rate limits).
// A body is buffered whole (up to BUNDLE_MAX_TOTAL_BYTES + 1 MiB) before a worker sees it, so
// without this bound a hundred parallel uploads would hold 5 GB; the surplus is refused before its
// body is read: 503 SERVER_BUSY when everyone's slots are taken, 429 RATE_LIMITED when the
// account's or the address's are.
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { rateLimitSubject } from "@/lib/http/check-rate-limit";

export const UPLOADS_PER_ACCOUNT = 4;

const holder = globalThis as { __skillvaultUploadSlots?: { total: number; bySubject: Map<string, number> } };
const slots = (holder.__skillvaultUploadSlots ??= { total: 0, bySubject: new Map() });

export function uploadSlotCapacity(): number {
  return getConfig().UPLOAD_WORKERS * 9;
}

export async function withUploadSlot<T>(who: { actor: Actor; ip: string }, run: () => Promise<T>): Promise<T> {
  // Addresses grouped as the rate limits group them (an IPv6 /64 is one client).
  const subjects = [rateLimitSubject({ userId: who.actor.userId, ip: who.ip }), rateLimitSubject({ userId: null, ip: who.ip })];
  if (slots.total >= uploadSlotCapacity()) {
    throw new AppError("SERVER_BUSY", "The server is handling as many uploads as it can; retry in a few seconds.", {
      headers: { "Retry-After": "5" },
      details: { retryAfterSeconds: 5 },
    });
  }
  if (!getConfig().RATE_LIMIT_DISABLED && subjects.some((subject) => (slots.bySubject.get(subject) ?? 0) >= UPLOADS_PER_ACCOUNT)) {
    throw new AppError("RATE_LIMITED", `At most ${UPLOADS_PER_ACCOUNT} uploads at once per account and per address; retry when one has finished.`, {
      headers: { "Retry-After": "5" },
      details: { retryAfterSeconds: 5 },
    });
  }
  slots.total++;
  for (const subject of subjects) slots.bySubject.set(subject, (slots.bySubject.get(subject) ?? 0) + 1);
  try {
    return await run();
  } finally {
    slots.total--;
    for (const subject of subjects) {
      const left = (slots.bySubject.get(subject) ?? 1) - 1;
      if (left > 0) slots.bySubject.set(subject, left);
      else slots.bySubject.delete(subject);
    }
  }
}
