// GET /api/v1/openapi.json – the OpenAPI 3.1 document of this API, generated from the handlers' zod schemas
import { publicBaseUrl, publicBaseUrlCacheHeaders, withApi } from "@/lib/http";
import { getOpenApiDocument } from "@/lib/openapi";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ request }) =>
    Response.json(getOpenApiDocument({ serverUrl: publicBaseUrl(request) }), {
      headers: { ...publicBaseUrlCacheHeaders(300), "Access-Control-Allow-Origin": "*" },
    }),
  {
    auth: "none",
    openInClosedRegistry: true,
  },
);
