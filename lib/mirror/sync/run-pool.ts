// Runs `work` over an async stream with at most `size` at once. A failure that `isFatal` says
// concerns everything (the upstream is down or wants us gone) stops the pool: no new items are
// taken, the running ones finish, and that failure is thrown.
export async function runPool<T>(items: AsyncIterable<T>, size: number, work: (item: T) => Promise<void>, isFatal: (error: unknown) => boolean): Promise<void> {
  const iterator = items[Symbol.asyncIterator]();
  const state: { fatal: { error: unknown } | null } = { fatal: null };
  async function worker() {
    while (!state.fatal) {
      let next: IteratorResult<T>;
      try {
        next = await iterator.next();
      } catch (error) {
        state.fatal ??= { error };
        return;
      }
      if (next.done) return;
      try {
        await work(next.value);
      } catch (error) {
        if (isFatal(error)) state.fatal ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: size }, worker));
  if (state.fatal) throw state.fatal.error;
}
