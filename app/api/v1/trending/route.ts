// GET /api/v1/trending – listed skills by installs over the last 7 days
import { listSkills } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { query } from "@/lib/api-schemas/routes/trending";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ query }) => {
    const body = await listSkills({ sort: "trending", limit: query.limit, cursor: query.cursor, nonSuspiciousOnly: query.nonSuspiciousOnly });
    return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
  },
  { query },
);
