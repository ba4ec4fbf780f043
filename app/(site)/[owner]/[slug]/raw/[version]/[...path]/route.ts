// GET /<owner>/<slug>/raw/<version>/<path> – one file's bytes for the website's Raw and Download
// links. Text is always text/plain and binaries an octet-stream download (with nosniff), so a
// skill's file can never render as a page on our origin. Served where the page loader's status says
// the version is downloadable for the viewer (lib/access): the same answer as the file API.
import { z } from "zod";
import { assertDownloadable } from "@/lib/access";
import { recordRestrictedRead, restrictedRead } from "@/lib/audit";
import { getSkillPage } from "@/lib/catalog/get-skill-page";
import { readStoredVersionFile } from "@/lib/catalog/read-stored-version-file";
import { AppError } from "@/lib/errors";
import { IMMUTABLE_CACHE, withApi } from "@/lib/http";
import { attachmentDisposition } from "@/lib/http/content-disposition";
import { UNTRUSTED_CONTENT_CSP } from "@/lib/http/security-headers";
import { catalogSlugSchema, semverSchema } from "@/lib/ids";

const params = z.object({
  owner: z.string().min(1).max(64),
  slug: catalogSlugSchema,
  version: semverSchema,
  path: z.array(z.string().min(1).max(255)).min(1).max(32),
});

/** Segments may arrive still percent-encoded; a literal "%" in a file name must not break the lookup. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const GET = withApi(
  async ({ actor, ip, params: { slug, version, path }, request }) => {
    const page = await getSkillPage({ slug, actor, version });
    if (!page.version) throw new AppError("VERSION_NOT_FOUND", `${slug} has no version '${version}'.`, { details: { slug, version } });
    assertDownloadable(page.version.status, { slug: page.skill.slug, version: page.version.version });
    const filePath = path.map(decodeSegment).join("/");
    const file = await readStoredVersionFile({ versionId: page.version.id, path: filePath });
    // Internal and private skills: audited like the file API and downloads, before a byte is sent.
    await recordRestrictedRead({ read: restrictedRead(page.skill, page.version), method: request.method, actorId: actor?.userId ?? null, ip, path: file.path });
    const download = new URL(request.url).searchParams.has("download") || !file.isText;
    const publicContent = page.version.status.public;
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.isText ? "text/plain; charset=utf-8" : "application/octet-stream",
        "Content-Length": String(file.size),
        "X-Content-Type-Options": "nosniff",
        ETag: `"${file.sha256}"`,
        Digest: `sha-256=${Buffer.from(file.sha256, "hex").toString("base64")}`,
        "Cache-Control": publicContent ? IMMUTABLE_CACHE : "private, no-store",
        "Content-Security-Policy": UNTRUSTED_CONTENT_CSP,
        ...(download ? { "Content-Disposition": attachmentDisposition(filePath) } : {}),
      },
    });
  },
  { params, rateLimit: "download" },
);
