// Schemas of DELETE /api/v1/skills/{slug}/trusted-publishers/{id}.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: z.string().min(1).max(100), id: z.string().min(1).max(100) });

export const docs: RouteDoc[] = [
  {
    method: "delete",
    path: "/api/v1/skills/{slug}/trusted-publishers/{id}",
    operationId: "removeTrustedPublisher",
    summary: "Stop trusting a GitHub workflow",
    tags: ["publishing"],
    scopes: ["publish"],
    params,
    responses: { 200: { description: "Removed.", schema: z.object({ ok: z.literal(true) }) } },
    errors: ["SKILL_NOT_FOUND", "NOT_SKILL_OWNER", "TRUSTED_PUBLISHER_NOT_FOUND"],
  },
];
