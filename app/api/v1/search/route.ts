// GET /api/v1/search – ranked skill search for `clawhub search` (ClawHub's result shape)
import { ownerOf } from "@/lib/api-schemas/params";
import { searchCatalog } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { query } from "@/lib/api-schemas/routes/search";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ query, actor, ip }) => {
    const body = await searchCatalog({
      q: query.q,
      limit: query.limit,
      exact: query.mode === "exact",
      nonSuspiciousOnly: query.nonSuspiciousOnly ?? query.nonSuspicious ?? false,
      ownerHandle: ownerOf(query),
      cursor: query.cursor,
      category: query.category,
      runtime: query.runtime,
      viewer: actor,
      // A search the result cache cannot answer also draws on the "search" budget (429 RATE_LIMITED).
      caller: { ip, actor },
    });
    // A signed-in viewer's results may hold their team's skills: never for a shared cache.
    return Response.json(body, { headers: { "Cache-Control": actor ? "private, no-store" : "public, max-age=30", Vary: "Authorization, Cookie" } });
  },
  { query },
);
