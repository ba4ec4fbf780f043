// How politely one upstream is asked: at most `concurrency` requests in flight, and none before
// the moment the upstream last told us to wait until (RateLimit-Remaining: 0 + RateLimit-Reset,
// or Retry-After). Shared by every request of one sync.
export type Pacer = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hold every request (this one's retry included) until `ms` from now. */
  pause(ms: number): void;
  /** How long from now requests are held (0 when they are not). */
  heldMs(): number;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPacer(concurrency: number): Pacer {
  let active = 0;
  let notBefore = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      while (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        for (let wait = notBefore - Date.now(); wait > 0; wait = notBefore - Date.now()) await sleep(wait);
        return await work();
      } finally {
        active--;
        waiting.shift()?.();
      }
    },
    pause(ms) {
      notBefore = Math.max(notBefore, Date.now() + ms);
    },
    heldMs() {
      return Math.max(0, notBefore - Date.now());
    },
  };
}

/** Seconds to wait from Retry-After (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | null {
  const value = headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d{1,10}$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Seconds until the window resets when the upstream says none are left (RateLimit-* or X-RateLimit-*). */
export function exhaustedWindowSeconds(headers: Headers, now = Date.now()): number | null {
  const remaining = headers.get("ratelimit-remaining") ?? headers.get("x-ratelimit-remaining");
  if (remaining === null || remaining.trim() !== "0") return null;
  const reset = (headers.get("ratelimit-reset") ?? headers.get("x-ratelimit-reset"))?.trim();
  if (!reset || !/^\d{1,12}$/.test(reset)) return 1;
  const value = Number(reset);
  // A delta in seconds (the IETF draft), or an epoch second (GitHub-style X-RateLimit-Reset).
  return value > 1_000_000_000 ? Math.max(0, Math.ceil(value - now / 1000)) : value;
}
