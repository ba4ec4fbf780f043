// POST /api/v1/skills/-/check – the website's pre-publish check: files, diagnostics and findings, nothing stored
import { getConfig } from "@/lib/config";
import { readBodyBytes, withApi } from "@/lib/http";
import { checkPublication } from "@/lib/publish";
import { readSiteUpload } from "@/lib/uploads";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ actor, request }) => {
    const body = await readBodyBytes(request, getConfig().BUNDLE_MAX_TOTAL_BYTES + 1024 * 1024);
    const { bundle, meta } = await readSiteUpload({ body, contentType: request.headers.get("content-type") ?? "" });
    return checkPublication({ actor, bundle, slug: meta.slug, displayName: meta.displayName });
  },
  { scopes: ["publish"] },
);
