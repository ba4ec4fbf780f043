// GET /api/health – database and search status for load balancers and operators
import { checkDatabase } from "@/lib/db";
import { withApi } from "@/lib/http";
import { checkSearchHealth } from "@/lib/search";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async () => {
    const [database, search] = await Promise.all([checkDatabase(), checkSearchHealth()]);
    const ok = database.status === "ok";
    // Search trouble alone is "degraded" but still 200: PostgreSQL answers searches when Meilisearch cannot.
    const status = !ok ? "degraded" : search.status === "ok" ? "ok" : "degraded";
    return Response.json({ status, database, search }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: false },
);
