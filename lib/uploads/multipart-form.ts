// A multipart/form-data body parsed in a worker thread (parseMultipartTask): the platform's form
// parser (undici, the same one `Request.formData()` uses) costs ~0.5 s of CPU for a 50 MB upload,
// which is time every other request would wait on the event loop. Parts come back in body order,
// file bytes transferred rather than copied.
import { AppError } from "@/lib/errors";
import type { TaskResult } from "@/lib/workers/worker-tasks";

export type FormPart = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };
export type MultipartForm = { parts: FormPart[] };

export async function parseMultipartTask(input: { body: Uint8Array; contentType: string }): Promise<TaskResult<MultipartForm>> {
  let form: FormData;
  try {
    form = await new Response(input.body as Uint8Array<ArrayBuffer>, { headers: { "content-type": input.contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The multipart body could not be read.");
  }
  const parts: FormPart[] = [];
  const transfer: ArrayBuffer[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") {
      parts.push({ name, value });
      continue;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    transfer.push(bytes.buffer);
    parts.push({ name, filename: value.name, bytes });
  }
  return { value: { parts }, transfer };
}

/** The field's first part when it is text (FormData.get, then a string check). */
export function formText(form: MultipartForm, name: string): string | undefined {
  const first = form.parts.find((part) => part.name === name);
  return first && "value" in first ? first.value : undefined;
}

/** Longest JSON text field (publish metadata) parsed: real metadata, with a thousand paths, stays
 * under 1.1 MiB; the rest of a 50 MB upload body once went to JSON.parse on the event loop. */
export const FORM_JSON_MAX_CHARS = 2 * 1024 * 1024;

/** A text field holding JSON, capped before it is parsed; `field` names it in the error. */
export function parseFormJson(text: string, field: string): unknown {
  if (text.length > FORM_JSON_MAX_CHARS) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The \`${field}\` field is over ${FORM_JSON_MAX_CHARS} characters.`, {
      details: { field, limit: FORM_JSON_MAX_CHARS },
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", `The \`${field}\` field is not valid JSON.`);
  }
}

/** The field's first part when it is a file (FormData.get, then a File check). */
export function formFile(form: MultipartForm, name: string): Extract<FormPart, { bytes: Uint8Array }> | undefined {
  const first = form.parts.find((part) => part.name === name);
  return first && "bytes" in first ? first : undefined;
}

/** Every file part of a field, in body order (as FormData.getAll, files only). */
export function formFiles(form: MultipartForm, name: string): Array<Extract<FormPart, { bytes: Uint8Array }>> {
  return form.parts.filter((part): part is Extract<FormPart, { bytes: Uint8Array }> => part.name === name && "bytes" in part);
}
