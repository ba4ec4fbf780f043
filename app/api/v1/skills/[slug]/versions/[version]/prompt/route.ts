// GET /api/v1/skills/{slug}/versions/{version}/prompt – the <skill> entry an agent puts in <available_skills>
import { mutableCacheHeaders, withApi } from "@/lib/http";
import { getPromptEntry } from "@/lib/install";
import { params, query } from "@/lib/api-schemas/routes/version-prompt";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params, query }) => {
    const strict = query.mode === "strict" || query.strict === true;
    const { sight, body } = await getPromptEntry({ actor, slug: params.slug, version: params.version, dir: query.dir, runtime: query.runtime, strict });
    const headers = mutableCacheHeaders({ shareable: sight.shareable });
    if (query.format === "xml") return new Response(`${body.xml}\n`, { headers: { "Content-Type": "application/xml; charset=utf-8", ...headers } });
    return Response.json(body, { headers });
  },
  { params, query },
);
