// Schema of GET /api/v1/whoami (clawhub's ApiV1WhoamiResponseSchema shape).
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const whoamiResponseSchema = z.object({
  user: z.object({ handle: z.string(), displayName: z.string().nullable(), image: z.string().nullable(), role: z.enum(["user", "moderator", "admin"]) }),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/whoami",
    operationId: "whoami",
    summary: "The account behind the credentials",
    description: "Used by `clawhub login` and `clawhub whoami`.",
    tags: ["accounts"],
    auth: "required",
    responses: { 200: { description: "The signed-in account.", schema: whoamiResponseSchema } },
    errorFormat: "clawhub-text",
  },
];
