// POST /api/v1/skills/-/publish – the website's publish of a folder or archive (JSON answers, findings explained)
import type { SitePublishResult } from "@/lib/api-schemas/site-publish";
import { withApi } from "@/lib/http";
import { publishVersion, ruleTexts } from "@/lib/publish";
import { readSiteUpload, readUploadBody, withUploadSlot } from "@/lib/uploads";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ actor, request, ip }): Promise<SitePublishResult> =>
    withUploadSlot({ actor, ip }, async () => {
      const body = await readUploadBody(request);
      const { bundle, meta } = await readSiteUpload({ body, contentType: request.headers.get("content-type") ?? "" });
      // SCAN_BLOCKED already carries each rule's explanation (lib/publish decide-publication.ts).
      const result = await publishVersion({
        actor,
        bundle,
        ip,
        slug: meta.slug,
        displayName: meta.displayName,
        version: meta.version,
        changelog: meta.changelog,
        tags: meta.tags,
        ownerHandle: meta.ownerHandle,
        visibility: meta.visibility,
        topics: meta.topics,
        provenance: actor.provenance,
      });
      return { ...result, url: `/${result.skill.ownerHandle}/${result.skill.slug}`, rules: ruleTexts(result.findings) };
    }),
  { scopes: ["publish"] },
);
