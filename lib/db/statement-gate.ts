// A first-come, first-served limit on how many statements of one family run at once in this
// process (search: lib/search/postgres/run-search-statement.ts). Beyond the database's cores, more
// statements at once do not finish more work per second; the server time-slices them instead, and
// time-slicing stretches the longest statements most, which is the tail a latency target is about.
// Waiting in line here keeps each statement's own time short. Held on globalThis because Next.js
// bundles this module into several chunks, and one limit must count them all.

type Waiter = { go: () => void };
type Gate = { limit: number; running: number; waiting: Waiter[] };
const gates = ((globalThis as { __skillvaultStatementGates?: Map<string, Gate> }).__skillvaultStatementGates ??= new Map());

function gateFor(name: string, limit: number): Gate {
  let gate = gates.get(name);
  if (!gate) gates.set(name, (gate = { limit, running: 0, waiting: [] }));
  return gate;
}

function waitInLine(gate: Gate, maxWaitMs: number, tooLong: () => Error): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      go: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    // A database that stopped answering must not queue requests forever: past maxWaitMs the caller
    // gets an error it can answer (503 with Retry-After), and its place is given up.
    const timer = setTimeout(() => {
      gate.waiting.splice(gate.waiting.indexOf(waiter), 1);
      reject(tooLong());
    }, maxWaitMs);
    gate.waiting.push(waiter);
  });
}

/**
 * Runs `work` once fewer than `limit` others of `name` are running (the first call fixes the
 * limit); after `maxWaitMs` in line it throws `tooLong()` instead.
 */
export async function throughGate<T>(name: string, limit: number, work: () => Promise<T>, wait: { maxWaitMs: number; tooLong: () => Error }): Promise<T> {
  const gate = gateFor(name, limit);
  if (gate.running >= gate.limit) await waitInLine(gate, wait.maxWaitMs, wait.tooLong);
  else gate.running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), else it is freed.
    const next = gate.waiting.shift();
    if (next) next.go();
    else gate.running -= 1;
  }
}
