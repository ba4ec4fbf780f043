// GET /api/v1/changes – incremental feed of publishes, withdrawals, deletions and verdict changes for mirrors
import { listChanges } from "@/lib/changes";
import { withApi } from "@/lib/http";
import { query } from "@/lib/api-schemas/routes/changes";

export const dynamic = "force-dynamic";

export const GET = withApi(async ({ query }) => Response.json(await listChanges(query), { headers: { "Cache-Control": "public, max-age=5" } }), {
  query,
  auth: "none",
});
