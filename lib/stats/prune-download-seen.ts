// DownloadSeen rows only matter for the day they were written: once a day per process, rows older
// than yesterday are deleted (yesterday stays for requests that straddle midnight).
import { db } from "@/lib/db";

let prunedFor: string | null = null;

export async function pruneDownloadSeen(input: { today: string; force?: boolean }): Promise<number> {
  if (prunedFor === input.today && !input.force) return 0;
  prunedFor = input.today;
  return db.$executeRaw`DELETE FROM "DownloadSeen" WHERE "day" < (${input.today}::date - 1)`;
}
