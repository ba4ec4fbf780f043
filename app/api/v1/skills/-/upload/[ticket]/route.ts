// POST /api/v1/skills/-/upload/{ticket} – the bytes of one staged file (checked against the ticket's size and sha256)
import type { z } from "zod";
import { getConfig } from "@/lib/config";
import { readBodyBytes, withClawhubApi } from "@/lib/http";
import { storeUpload, withUploadSlot } from "@/lib/uploads";
import { uploadParams, type uploadResponse } from "@/lib/api-schemas/routes/upload-url";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, request, ip }) =>
    withUploadSlot({ actor, ip }, async () => {
      const bytes = await readBodyBytes(request, getConfig().BUNDLE_MAX_FILE_BYTES);
      const stored: z.infer<typeof uploadResponse> = await storeUpload({ actor, ticketId: params.ticket, bytes });
      return stored;
    }),
  { scopes: ["publish"], params: uploadParams },
);
