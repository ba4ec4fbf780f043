// ClawHub's multipart publish: a `payload` field with the publish metadata as JSON, and one
// `files` part per file whose filename is the file's path in the skill. The body is parsed in a
// worker thread (read-multipart-form.ts).
import { cliPublishMetaSchema, type CliPublishMeta } from "@/lib/api-schemas/cli-publish";
import { AppError } from "@/lib/errors";
import { formFiles, formText, parseFormJson } from "./multipart-form";
import { readMultipartForm } from "./read-multipart-form";

export async function readMultipartPublish(input: {
  body: Uint8Array;
  contentType: string;
}): Promise<{ meta: CliPublishMeta; files: Array<{ path: string; bytes: Uint8Array }> }> {
  const form = await readMultipartForm(input);
  const payload = formText(form, "payload");
  if (typeof payload !== "string") throw new AppError("BAD_REQUEST", "A multipart publish needs a `payload` field with the publish metadata as JSON.");
  const meta = cliPublishMetaSchema.parse(parseFormJson(payload, "payload"));
  const files = formFiles(form, "files").map((part) => ({ path: part.filename, bytes: part.bytes }));
  if (files.length === 0) throw new AppError("BAD_REQUEST", "A multipart publish needs at least one `files` part (filename = path in the skill).");
  return { meta, files };
}
