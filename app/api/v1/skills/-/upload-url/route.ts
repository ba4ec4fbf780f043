// POST /api/v1/skills/-/upload-url – stage one file of a publish: a ticket and the URL to send its bytes to
import type { z } from "zod";
import { publicBaseUrl, withClawhubApi } from "@/lib/http";
import { createUploadTicket } from "@/lib/uploads";
import { uploadUrlBody, type uploadUrlResponse } from "@/lib/api-schemas/routes/upload-url";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, request }) => {
    const ticket = await createUploadTicket({ actor, declared: body });
    const response: z.infer<typeof uploadUrlResponse> = {
      uploadUrl: `${publicBaseUrl(request)}/api/v1/skills/-/upload/${ticket.id}`,
      uploadTicket: ticket.id,
      expiresAt: ticket.expiresAt.getTime(),
    };
    return response;
  },
  { scopes: ["publish"], body: uploadUrlBody },
);
