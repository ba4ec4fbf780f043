// GET /api/v1/download – a version's zip (exact published bytes) with strong ETag, X-Skill-Digest and Repr-Digest
import { ownerOf } from "@/lib/api-schemas/params";
import { getVersionDownload } from "@/lib/catalog";
import { contentResponse, IMMUTABLE_CACHE, PRIVATE_CACHE, SHORT_CACHE, withClawhubApi } from "@/lib/http";
import { logError } from "@/lib/http/log-error";
import { recordSkillEvent } from "@/lib/stats";
import { recordRestrictedRead } from "@/lib/audit";
import { query } from "@/lib/api-schemas/routes/download";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, query, request, requestId, ip }) => {
    const zip = await getVersionDownload({ slug: query.slug, ownerHandle: ownerOf(query), viewer: actor, version: query.version, tag: query.tag });
    // Internal and private skills: who downloaded what goes to the publisher's audit log before a byte is sent.
    await recordRestrictedRead({ read: zip.audited, method: request.method, actorId: actor?.userId ?? null, ip });
    // A counter must never cost someone their download. A HEAD (answered by this handler, body
    // dropped) downloads nothing, so it counts nothing, as it audits nothing.
    if (request.method !== "HEAD")
      await recordSkillEvent({ skillId: zip.skillId, kind: "download", userId: actor?.userId, ip }).catch((error: unknown) =>
        logError(requestId, request, error),
      );
    return contentResponse(request, {
      bytes: zip.bytes,
      sha256: zip.zipSha256,
      contentType: "application/zip",
      cacheControl: !zip.public ? PRIVATE_CACHE : zip.exact ? IMMUTABLE_CACHE : SHORT_CACHE,
      headers: {
        "Content-Disposition": `attachment; filename="${zip.slug}-${zip.version}.zip"`,
        "X-Skill-Digest": zip.digest,
        "X-Skill-Version": zip.version,
      },
    });
  },
  { query, rateLimit: "download" },
);
