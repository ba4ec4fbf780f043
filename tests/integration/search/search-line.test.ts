// Searches on PostgreSQL over TCP wait in one line (lib/db/statement-gate.ts) and run with a
// statement timeout: a search stuck behind a lock that PostgreSQL cancels (as statement_timeout
// does, 57014) answers 503 SERVER_BUSY, and its place in line goes to the next search.
import pg from "pg";
import { expect, test } from "vitest";
import { db } from "@/lib/db";
import { createPostgresSearchIndex } from "@/lib/search/postgres/postgres-search-index";
import { resolved } from "./search-fixtures";

const index = createPostgresSearchIndex();

async function waitingBackend(exceptPid: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const rows = await db.$queryRaw<Array<{ pid: number }>>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> ${exceptPid}`;
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no search waited for the lock");
}

test("a search PostgreSQL cancels while it waits for a lock is 503 SERVER_BUSY, and the line moves on", async () => {
  const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await locker.connect();
  try {
    await locker.query("BEGIN");
    await locker.query(`LOCK TABLE "SkillSearchDocument" IN ACCESS EXCLUSIVE MODE`);
    const lockerPid = (await locker.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
    const stuck = index.search(resolved({ q: "ledger" }));
    const settled = stuck.then(
      () => null,
      (error: unknown) => error,
    );
    await db.$queryRaw`SELECT pg_cancel_backend(${await waitingBackend(lockerPid)})`;
    expect(await settled).toMatchObject({ code: "SERVER_BUSY" });
  } finally {
    await locker.query("ROLLBACK");
    await locker.end();
  }
  // Its place was given back: searches keep answering (SEARCH_CONCURRENCY of them at once).
  const answers = await Promise.all(Array.from({ length: 8 }, () => index.search(resolved({ q: "ledger" }))));
  expect(answers.every((answer) => Array.isArray(answer.hits))).toBe(true);
});
