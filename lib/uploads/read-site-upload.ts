// The website's publish upload: a multipart body with a `meta` JSON field and either one `archive`
// part (.zip, .skill, .tar.gz or a lone SKILL.md) or one `files` part per file of a folder.
// Paths come from `meta.paths` rather than part filenames, which some browsers strip to the base name.
import { sitePublishMetaSchema, type SitePublishMeta } from "@/lib/api-schemas/site-publish";
import type { BundleInput } from "@/lib/bundle";
import { AppError } from "@/lib/errors";

export async function readSiteUpload(input: { body: Uint8Array; contentType: string }): Promise<{ bundle: BundleInput; meta: SitePublishMeta }> {
  if (!input.contentType.includes("multipart/form-data")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the skill as multipart/form-data.");
  let form: FormData;
  try {
    form = await new Response(input.body as Uint8Array<ArrayBuffer>, { headers: { "content-type": input.contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The multipart body could not be read.");
  }
  const rawMeta = form.get("meta");
  let parsed: unknown = {};
  if (typeof rawMeta === "string" && rawMeta.trim()) {
    try {
      parsed = JSON.parse(rawMeta);
    } catch {
      throw new AppError("BAD_REQUEST", "The `meta` field is not valid JSON.");
    }
  }
  const meta = sitePublishMetaSchema.parse(parsed);

  const archive = form.get("archive");
  if (archive && typeof archive !== "string") {
    return { bundle: { kind: "file", filename: archive.name || "upload", bytes: new Uint8Array(await archive.arrayBuffer()) }, meta };
  }
  const parts = form.getAll("files").filter((entry): entry is File => typeof entry !== "string");
  if (parts.length === 0) throw new AppError("BAD_REQUEST", "Upload a folder (one `files` part per file) or an `archive`.");
  if (meta.paths && meta.paths.length !== parts.length) {
    throw new AppError("BAD_REQUEST", `meta.paths names ${meta.paths.length} files but ${parts.length} were sent.`, { details: { paths: meta.paths.length, files: parts.length } });
  }
  const files = await Promise.all(parts.map(async (part, index) => ({ path: meta.paths?.[index] ?? part.name, bytes: new Uint8Array(await part.arrayBuffer()) })));
  return { bundle: { kind: "files", files }, meta };
}
