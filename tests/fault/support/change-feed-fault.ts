// A fault injected at the last write of a multi-step change: a trigger on the change feed's insert
// that sleeps (so the test can kill the session mid-transaction) or fails. Every other write of the
// change is then done but not committed, which is what the fault tests need to observe.
import { db } from "@/lib/db";

/** Makes the next feed event matching `when` (SQL over NEW) `sleep` or `fail`. */
export async function injectChangeFeedFault(kind: "sleep" | "fail", when: string): Promise<void> {
  const body = kind === "sleep" ? "PERFORM pg_sleep(60)" : "RAISE EXCEPTION 'injected fault'";
  await db.$executeRawUnsafe(
    `CREATE FUNCTION "fault_change_feed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${when} THEN ${body}; END IF; RETURN NEW; END $$`,
  );
  await db.$executeRawUnsafe(`CREATE TRIGGER "fault_change_feed" BEFORE INSERT ON "ChangeEvent" FOR EACH ROW EXECUTE FUNCTION "fault_change_feed"()`);
}

export async function clearChangeFeedFault(): Promise<void> {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "fault_change_feed" ON "ChangeEvent"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS "fault_change_feed"()`);
}

/** The session sleeping in the injected fault (waits up to 10 s), or null if none got there. */
export async function findSleepingSession(): Promise<number | null> {
  for (let i = 0; i < 100; i++) {
    const rows = await db.$queryRaw<
      Array<{ pid: number }>
    >`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND pid <> pg_backend_pid()`;
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
