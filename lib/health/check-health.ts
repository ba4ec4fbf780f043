// What GET /api/health reports: the database and search, and one status for load balancers.
// Search trouble alone is "degraded" but still healthy: PostgreSQL answers searches when
// Meilisearch cannot. Without the database nothing works.
import { checkDatabase, type DatabaseHealth } from "@/lib/db";
import { checkSearchHealth } from "@/lib/search";

export type Health = { status: "ok" | "degraded"; healthy: boolean; database: DatabaseHealth; search: Awaited<ReturnType<typeof checkSearchHealth>> };

export async function checkHealth(): Promise<Health> {
  const [database, search] = await Promise.all([checkDatabase(), checkSearchHealth()]);
  const healthy = database.status === "ok";
  return { status: healthy && search.status === "ok" ? "ok" : "degraded", healthy, database, search };
}
