// Liveness of the database for /api/health: reachable, how fast, and which migrations are applied.
import { db, databaseKind } from "./client";

export type DatabaseHealth =
  { status: "ok"; kind: "postgres" | "pglite"; latencyMs: number; migrations: number } | { status: "down"; kind: "postgres" | "pglite"; error: string };

export async function checkDatabase(): Promise<DatabaseHealth> {
  const kind = databaseKind();
  const started = performance.now();
  try {
    const rows = await db.$queryRaw<Array<{ applied: bigint | number }>>`
      SELECT count(*) AS applied FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return { status: "ok", kind, latencyMs: Math.round((performance.now() - started) * 10) / 10, migrations: Number(rows[0]?.applied ?? 0) };
  } catch (error) {
    return { status: "down", kind, error: error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "unknown error" };
  }
}
