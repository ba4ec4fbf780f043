// Schema of GET /api/v1/openapi.json (the document describes itself too).
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const openApiResponseSchema = z
  .object({ openapi: z.literal("3.1.0"), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .loose();

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This API as OpenAPI 3.1",
    description: "Generated from the zod schemas the route handlers use.",
    tags: ["meta"],
    auth: "none",
    responses: { 200: { description: "The OpenAPI 3.1 document.", schema: openApiResponseSchema } },
  },
];
