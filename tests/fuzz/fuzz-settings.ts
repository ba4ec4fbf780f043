// How many cases each fuzz property runs and with which seed. Defaults keep `npm test` fast;
// FUZZ_RUNS scales every property (e.g. FUZZ_RUNS=20000 for a long local run), FUZZ_SEED replays
// a failure. The seed is printed once per file so any failing run can be repeated exactly.
import fc from "fast-check";

const envRuns = Number(process.env.FUZZ_RUNS ?? "");
const envSeed = Number(process.env.FUZZ_SEED ?? "");

/** One seed per file: given, or random and printed. */
export const FUZZ_SEED = Number.isInteger(envSeed) && process.env.FUZZ_SEED ? envSeed : Math.floor(Math.random() * 0x7fffffff);

/** Scales a property's default case count by FUZZ_RUNS / 1000 (FUZZ_RUNS unset ⇒ the default). */
export function runs(defaultRuns: number): number {
  if (!Number.isFinite(envRuns) || envRuns <= 0) return defaultRuns;
  return Math.max(1, Math.round((defaultRuns * envRuns) / 1000));
}

/** fast-check parameters for one property; the seed is the file's, so a report names one number. */
export function fuzzParams(defaultRuns: number, label: string): fc.Parameters<unknown> {
  const numRuns = runs(defaultRuns);
  console.log(`[fuzz] ${label}: ${numRuns} cases, seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED})`);
  return { numRuns, seed: FUZZ_SEED, endOnFailure: true };
}

/** Runs `work` and fails if it takes longer than `ms` (a hang guard per case, not a benchmark). */
export async function within<T>(ms: number, label: string, work: () => Promise<T> | T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(work), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Heap growth guard: after forcing what GC we can, the heap must stay under `limitMb` more than at the start. */
export function heapMb(): number {
  return process.memoryUsage().heapUsed / 1024 / 1024;
}
