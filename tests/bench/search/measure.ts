// Runs a list of requests at a given concurrency for a while and reports latency percentiles
// and throughput. What a request is (in-process call or HTTP) is the target's business.
export type Stats = { requests: number; seconds: number; p50: number; p95: number; p99: number; mean: number; max: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarize(samples: number[], seconds: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: samples.length,
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
    max: sorted.at(-1) ?? 0,
  };
}

/** `concurrency` clients each send their next request as soon as the previous one answered. */
export async function measure<T>(
  work: T[],
  run: (item: T) => Promise<unknown>,
  options: { concurrency: number; seconds: number; onSample?: (item: T, ms: number) => void },
): Promise<Stats> {
  const samples: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const item = work[next++ % work.length]!;
        const begin = performance.now();
        await run(item);
        const ms = performance.now() - begin;
        samples.push(ms);
        options.onSample?.(item, ms);
      }
    }),
  );
  return summarize(samples, (performance.now() - started) / 1000);
}

export function formatStats(label: string, stats: Stats): string {
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  return `${label.padEnd(30)} p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  p99 ${ms(stats.p99)}  mean ${ms(stats.mean)}  ${(stats.requests / stats.seconds).toFixed(0).padStart(5)} req/s  (${stats.requests} in ${stats.seconds.toFixed(1)} s)`;
}
