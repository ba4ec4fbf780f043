// POST /api/v1/skills/-/check – the website's pre-publish check: files, diagnostics and findings, nothing stored
import { withApi } from "@/lib/http";
import { checkPublication } from "@/lib/publish";
import { readSiteUpload, readUploadBody, withUploadSlot } from "@/lib/uploads";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ actor, request, ip }) =>
    withUploadSlot({ actor, ip }, async () => {
      const body = await readUploadBody(request);
      const { bundle, meta } = await readSiteUpload({ body, contentType: request.headers.get("content-type") ?? "" });
      return checkPublication({ actor, bundle, slug: meta.slug, displayName: meta.displayName, ownerHandle: meta.ownerHandle, visibility: meta.visibility });
    }),
  // Reading, validating and scanning an upload costs up to seconds of a worker: its own budget.
  { scopes: ["publish"], rateLimit: "expensive" },
);
