// Reads a request body as bytes, stopping as soon as it passes `limit`, so an oversized
// upload is refused without being held in memory. With `maxParts`, a multipart body is also
// refused as soon as it has more parts than that (multipart-part-counter.ts), before the form
// parser ever builds them.
import { AppError } from "@/lib/errors";
import { createPartCounter, multipartBoundary, type PartCounter } from "./multipart-part-counter";

export type ReadBodyOptions = {
  /** Most parts a multipart body may have (files plus fields); the body is refused past it. */
  maxParts?: number;
};

export async function readBodyBytes(request: Request, limit: number, options: ReadBodyOptions = {}): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", `Request body over ${limit} bytes.`);
  if (!request.body) return new Uint8Array();
  const boundary = options.maxParts === undefined ? null : multipartBoundary(request.headers.get("content-type") ?? "");
  const counter: PartCounter | null = boundary ? createPartCounter(boundary) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", `Request body over ${limit} bytes.`);
    }
    if (counter && options.maxParts !== undefined && counter.push(value) - 1 > options.maxParts) {
      await reader.cancel();
      throw new AppError("BUNDLE_TOO_MANY_FILES", `The upload has more than ${options.maxParts} parts.`, { details: { maxParts: options.maxParts } });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
