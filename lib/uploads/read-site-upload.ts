// The website's publish upload: a multipart body with a `meta` JSON field and either one `archive`
// part (.zip, .skill, .tar.gz or a lone SKILL.md) or one `files` part per file of a folder.
// Paths come from `meta.paths` rather than part filenames, which some browsers strip to the base name.
// The body is parsed in a worker thread (read-multipart-form.ts).
import { sitePublishMetaSchema, type SitePublishMeta } from "@/lib/api-schemas/site-publish";
import type { BundleInput } from "@/lib/bundle";
import { AppError } from "@/lib/errors";
import { formFile, formFiles, formText, parseFormJson } from "./multipart-form";
import { readMultipartForm } from "./read-multipart-form";

export async function readSiteUpload(input: { body: Uint8Array; contentType: string }): Promise<{ bundle: BundleInput; meta: SitePublishMeta }> {
  if (!input.contentType.includes("multipart/form-data")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the skill as multipart/form-data.");
  const form = await readMultipartForm(input);
  const rawMeta = formText(form, "meta");
  const meta = sitePublishMetaSchema.parse(typeof rawMeta === "string" && rawMeta.trim() ? parseFormJson(rawMeta, "meta") : {});

  const archive = formFile(form, "archive");
  if (archive) return { bundle: { kind: "file", filename: archive.filename || "upload", bytes: archive.bytes }, meta };
  const parts = formFiles(form, "files");
  if (parts.length === 0) throw new AppError("BAD_REQUEST", "Upload a folder (one `files` part per file) or an `archive`.");
  if (meta.paths && meta.paths.length !== parts.length) {
    throw new AppError("BAD_REQUEST", `meta.paths names ${meta.paths.length} files but ${parts.length} were sent.`, {
      details: { paths: meta.paths.length, files: parts.length },
    });
  }
  const files = parts.map((part, index) => ({ path: meta.paths?.[index] ?? part.filename, bytes: part.bytes }));
  return { bundle: { kind: "files", files }, meta };
}
