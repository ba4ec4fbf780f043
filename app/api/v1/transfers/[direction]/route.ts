// GET /api/v1/transfers/{incoming|outgoing} – pending transfer offers to or from the caller
import { listTransfers } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { params } from "@/lib/api-schemas/routes/transfers";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params }) =>
    Response.json(await listTransfers({ actor, direction: params.direction }), { headers: { "Cache-Control": "private, no-store" } }),
  { auth: "required", params },
);
