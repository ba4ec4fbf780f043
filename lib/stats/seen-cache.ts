// Keys (day|skill|identity|kind) this process already counted, so a repeat download skips the
// database. Bounded: when full it starts over (the database's primary key stays the authority).
const MAX_KEYS = 100_000;
let seen = new Set<string>();

export function alreadySeen(key: string): boolean {
  return seen.has(key);
}

export function markSeen(key: string): void {
  if (seen.size >= MAX_KEYS) seen = new Set();
  seen.add(key);
}

/** Tests count the same identity again on purpose (new day, new process). */
export function forgetSeenForTests(): void {
  seen = new Set();
}
