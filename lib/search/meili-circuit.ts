// After Meilisearch fails, searches go straight to PostgreSQL for a while instead of each
// waiting for the same timeout; the next search after the pause tries Meilisearch again.
const PAUSE_MS = 15_000;

const state = ((globalThis as { __skillvaultMeiliCircuit?: { openUntil: number; lastError: string | null } }).__skillvaultMeiliCircuit ??= {
  openUntil: 0,
  lastError: null,
});

export function meiliPaused(now = Date.now()): boolean {
  return now < state.openUntil;
}

export function recordMeiliFailure(error: unknown, now = Date.now()): void {
  state.openUntil = now + PAUSE_MS;
  state.lastError = error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error);
}

export function recordMeiliSuccess(): void {
  state.openUntil = 0;
  state.lastError = null;
}

export function meiliCircuitState(): { paused: boolean; lastError: string | null } {
  return { paused: meiliPaused(), lastError: state.lastError };
}
