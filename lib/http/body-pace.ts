// How slowly a request body may arrive: after a grace of 15 s, at least 16 KiB a second on average
// while it is incomplete. A client trickling bytes (or declaring a Content-Length it never sends)
// would otherwise hold its socket, its buffer and, for uploads, an upload slot for Node's whole
// 5-minute request timeout. 16 KiB/s: a 50 MB bundle over the slowest link anyone publishes from
// still fits in those 5 minutes. Read by every body (refuse-slow-bodies.ts) and by readBodyBytes.
export const SLOW_BODY_GRACE_MS = 15_000;
export const MIN_BODY_BYTES_PER_SECOND = 16 * 1024;

/** True when `received` bytes in `elapsedMs` is below the floor, once the grace is over. */
export function bodyTooSlow(received: number, elapsedMs: number, floor = MIN_BODY_BYTES_PER_SECOND): boolean {
  return elapsedMs > SLOW_BODY_GRACE_MS && received / (elapsedMs / 1000) < floor;
}
