// ClawHub's multipart publish: a `payload` field with the publish metadata as JSON, and one
// `files` part per file whose filename is the file's path in the skill.
import { cliPublishMetaSchema, type CliPublishMeta } from "@/lib/api-schemas/cli-publish";
import { AppError } from "@/lib/errors";

export async function readMultipartPublish(input: { body: Uint8Array; contentType: string }): Promise<{ meta: CliPublishMeta; files: Array<{ path: string; bytes: Uint8Array }> }> {
  let form: FormData;
  try {
    form = await new Response(input.body as Uint8Array<ArrayBuffer>, { headers: { "content-type": input.contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The multipart body could not be read.");
  }
  const payload = form.get("payload");
  if (typeof payload !== "string") throw new AppError("BAD_REQUEST", "A multipart publish needs a `payload` field with the publish metadata as JSON.");
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    throw new AppError("BAD_REQUEST", "The `payload` field is not valid JSON.");
  }
  const meta = cliPublishMetaSchema.parse(raw);
  const files: Array<{ path: string; bytes: Uint8Array }> = [];
  for (const entry of form.getAll("files")) {
    if (typeof entry === "string") continue;
    files.push({ path: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  if (files.length === 0) throw new AppError("BAD_REQUEST", "A multipart publish needs at least one `files` part (filename = path in the skill).");
  return { meta, files };
}
