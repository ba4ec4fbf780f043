// GET /search/suggestions?q=… – search-as-you-type for the site's search box (website-internal;
// API clients use /api/v1/search). A handful of skills whose name or slug matches what was typed.
import { z } from "zod";
import { withApi } from "@/lib/http";
import { suggestSkills } from "@/lib/search";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ query, actor }) => {
    // A signed-in visitor is also offered the internal and private skills they may read: never for a shared cache.
    const { suggestions } = await suggestSkills({ prefix: query.q, limit: 6 }, { viewer: actor });
    return Response.json(
      { suggestions: suggestions.map(({ slug, displayName, ownerHandle, summary }) => ({ slug, displayName, ownerHandle, summary: summary.slice(0, 140) })) },
      { headers: { "Cache-Control": actor ? "private, no-store" : "public, max-age=10", Vary: "Authorization, Cookie" } },
    );
  },
  { query: z.object({ q: z.string().max(100) }), auth: "optional", rateLimit: "read" },
);
