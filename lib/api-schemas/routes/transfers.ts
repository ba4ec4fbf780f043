// Schemas of GET /api/v1/transfers/{incoming|outgoing} (`clawhub transfer list`).
import { z } from "zod";
import { transferListSchema } from "@/lib/api-schemas/transfers";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ direction: z.enum(["incoming", "outgoing"]) });

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/transfers/{direction}",
    operationId: "listTransfers",
    summary: "Pending transfer offers to you (incoming) or from you (outgoing)",
    tags: ["clawhub"],
    auth: "required",
    params,
    responses: { 200: { description: "Pending offers, newest first.", schema: transferListSchema } },
    errorFormat: "clawhub-text",
  },
];
