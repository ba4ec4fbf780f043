// Coalesces reads of a value that only moves forward (a generation number): concurrent callers
// share one database round trip instead of each making their own.

/**
 * Returns a reader whose answer is as of some moment after the call. A read already in flight
 * may have been answered before a write this caller must see committed, so callers arriving
 * meanwhile share the next read, which starts once that one is done: at most one read waiting
 * and one running, however many callers arrive.
 */
export function shareReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const launch = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
    return current;
  };

  return () => {
    if (!inFlight) return launch();
    if (!queued) {
      const running = inFlight;
      const next: Promise<T> = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          if (queued === next) queued = null;
          return launch();
        });
      queued = next;
    }
    return queued;
  };
}
