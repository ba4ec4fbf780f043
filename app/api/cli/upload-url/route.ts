// POST /api/cli/upload-url – legacy staged upload: a ticket for one file whose size and hash are checked at publish
import { publicBaseUrl, withClawhubApi } from "@/lib/http";
import { createUploadTicket } from "@/lib/uploads";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, request }) => {
    const ticket = await createUploadTicket({ actor });
    return { uploadUrl: `${publicBaseUrl(request)}/api/v1/skills/-/upload/${ticket.id}`, uploadTicket: ticket.id, expiresAt: ticket.expiresAt.getTime() };
  },
  { scopes: ["publish"] },
);
