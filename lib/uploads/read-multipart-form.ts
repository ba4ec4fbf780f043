// Parses an upload's multipart body in the upload worker pool (multipart-form.ts). The body is
// this request's own copy, so it is moved to the worker rather than copied.
import { runUploadTask } from "@/lib/workers/run-upload-task";
import type { MultipartForm } from "./multipart-form";

export function readMultipartForm(input: { body: Uint8Array; contentType: string }): Promise<MultipartForm> {
  const whole = input.body.byteOffset === 0 && input.body.byteLength === input.body.buffer.byteLength;
  return runUploadTask("parseMultipart", { body: input.body, contentType: input.contentType }, whole ? [input.body.buffer as ArrayBuffer] : []);
}
