// POST /api/v1/skills/-/publish – the website's publish of a folder or archive (JSON answers, findings explained)
import type { SitePublishResult } from "@/lib/api-schemas/site-publish";
import { AppError, isAppError } from "@/lib/errors";
import { withApi } from "@/lib/http";
import { normalizeTopics, publishVersion, ruleTexts } from "@/lib/publish";
import { readSiteUpload, readUploadBody, withUploadSlot } from "@/lib/uploads";
import type { Finding } from "@/scanner";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ actor, request, ip }): Promise<SitePublishResult> => withUploadSlot({ actor, ip }, async () => {
    const body = await readUploadBody(request);
    const { bundle, meta } = await readSiteUpload({ body, contentType: request.headers.get("content-type") ?? "" });
    try {
      const result = await publishVersion({
        actor, bundle, ip,
        slug: meta.slug, displayName: meta.displayName, version: meta.version, changelog: meta.changelog, tags: meta.tags, ownerHandle: meta.ownerHandle, visibility: meta.visibility,
        // An empty topics field keeps the skill's topics (they are managed on the skill's manage page).
        topics: meta.topics?.length ? normalizeTopics(meta.topics) : undefined,
        provenance: actor.provenance,
      });
      return { ...result, url: `/${result.skill.ownerHandle}/${result.skill.slug}`, rules: ruleTexts(result.findings) };
    } catch (error) {
      // The author sees why, rule by rule, next to each blocked finding.
      if (isAppError(error) && error.code === "SCAN_BLOCKED") {
        const details = error.details as { findings: Finding[] };
        throw new AppError("SCAN_BLOCKED", error.message, { details: { ...details, rules: ruleTexts(details.findings) } });
      }
      throw error;
    }
  }),
  { scopes: ["publish"] },
);
