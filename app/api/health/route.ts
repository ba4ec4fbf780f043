// GET /api/health – database and search status for load balancers and operators
import { checkDatabase } from "@/lib/db";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async () => {
    const database = await checkDatabase();
    const ok = database.status === "ok";
    return Response.json(
      { status: ok ? "ok" : "degraded", database },
      { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
    );
  },
  { auth: "none", rateLimit: false },
);
