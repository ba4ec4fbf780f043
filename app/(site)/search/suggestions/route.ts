// GET /search/suggestions?q=… – search-as-you-type for the site's search box (website-internal;
// API clients use /api/v1/search). A handful of skills whose name or slug matches what was typed.
import { z } from "zod";
import { withApi } from "@/lib/http";
import { suggestSkills } from "@/lib/search";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ query, actor, ip }) => {
    // A signed-in visitor is also offered the internal and private skills they may read: never for a shared cache.
    // Each suggestion runs a search, so each draws on the "search" budget too (429 RATE_LIMITED).
    const { suggestions } = await suggestSkills({ prefix: query.q, limit: 6 }, { viewer: actor, caller: { ip, actor } });
    return Response.json(
      { suggestions: suggestions.map(({ slug, displayName, ownerHandle, summary }) => ({ slug, displayName, ownerHandle, summary: summary.slice(0, 140) })) },
      { headers: { "Cache-Control": actor ? "private, no-store" : "public, max-age=10", Vary: "Authorization, Cookie" } },
    );
  },
  { query: z.object({ q: z.string().max(100) }), auth: "optional", rateLimit: "read" },
);
