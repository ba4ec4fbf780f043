// GET /api/health – database and search status for load balancers and operators
import { checkHealth } from "@/lib/health";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async () => {
    const { healthy, ...report } = await checkHealth();
    return Response.json(report, { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } });
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: false },
);
