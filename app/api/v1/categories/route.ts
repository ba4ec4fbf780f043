// GET /api/v1/categories – every category of a listed skill with its skill count (filter lists and searches with category=)
import { listCategories } from "@/lib/catalog/list-categories";
import { withApi } from "@/lib/http";
import { query } from "@/lib/api-schemas/routes/categories";

export const dynamic = "force-dynamic";

export const GET = withApi(async ({ query }) => Response.json(await listCategories(query), { headers: { "Cache-Control": "public, max-age=30" } }), {
  query,
  auth: "none",
});
