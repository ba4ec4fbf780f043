// GET /api/v1/skills/{slug}/file – one file of a version, byte for byte, with strong ETag and digests
import { ownerOf } from "@/lib/api-schemas/params";
import { recordRestrictedRead } from "@/lib/audit";
import { readVisibleVersionFile } from "@/lib/catalog";
import { contentResponse, IMMUTABLE_CACHE, PRIVATE_CACHE, SHORT_CACHE, withClawhubApi } from "@/lib/http";
import { attachmentDisposition } from "@/lib/http/content-disposition";
import { UNTRUSTED_CONTENT_CSP } from "@/lib/http/security-headers";
import { params, query } from "@/lib/api-schemas/routes/skill-file";

export const dynamic = "force-dynamic";

// Skill files are untrusted: shown as text, never rendered or run by a browser on our origin.
function contentTypeFor(file: { path: string; isText: boolean }): string {
  if (!file.isText) return "application/octet-stream";
  return /\.(md|markdown)$/i.test(file.path) ? "text/markdown; charset=utf-8" : "text/plain; charset=utf-8";
}

export const GET = withClawhubApi(
  async ({ actor, params, query, request, ip }) => {
    const found = await readVisibleVersionFile({
      slug: params.slug,
      ownerHandle: ownerOf(query),
      viewer: actor,
      path: query.path,
      version: query.version,
      tag: query.tag,
    });
    // Internal and private skills: who read which file goes to the publisher's audit log before a byte is sent.
    await recordRestrictedRead({ read: found.audited, method: request.method, actorId: actor?.userId ?? null, ip, path: found.file.path });
    return contentResponse(request, {
      bytes: found.bytes,
      sha256: found.file.sha256,
      contentType: contentTypeFor(found.file),
      cacheControl: !found.public ? PRIVATE_CACHE : found.exact ? IMMUTABLE_CACHE : SHORT_CACHE,
      headers: {
        "X-Skill-Digest": found.digest,
        "X-Skill-Version": found.version,
        // The site-wide CSP is not applied to this path (lib/http/security-headers.ts UNTRUSTED_CONTENT_PATHS).
        "Content-Security-Policy": UNTRUSTED_CONTENT_CSP,
        ...(found.file.isText ? {} : { "Content-Disposition": attachmentDisposition(found.file.path) }),
      },
    });
  },
  { params, query, rateLimit: "download" },
);
