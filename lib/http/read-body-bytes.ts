// Reads a request body as bytes, stopping as soon as it passes `limit`, so an oversized
// upload is refused without being held in memory. With `maxParts`, a multipart body is also
// refused as soon as it has more parts than that (multipart-part-counter.ts), before the form
// parser ever builds them; with `minBytesPerSecond`, a body trickling in is refused too.
import { AppError } from "@/lib/errors";
import { bodyTooSlow } from "./body-pace";
import { createPartCounter, multipartBoundary } from "./multipart-part-counter";

export type ReadBodyOptions = {
  /** Most parts a multipart body may have (files plus fields); the body is refused past it. */
  maxParts?: number;
  /** After the first 15 s, a body arriving slower than this on average is refused (408): a
   * client trickling bytes would otherwise hold its buffer and its upload slot for minutes. */
  minBytesPerSecond?: number;
};

export async function readBodyBytes(request: Request, limit: number, options: ReadBodyOptions = {}): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", `Request body over ${limit} bytes.`);
  if (!request.body) return new Uint8Array();
  const boundary = options.maxParts === undefined ? null : multipartBoundary(request.headers.get("content-type") ?? "");
  const counter = boundary ? createPartCounter(boundary) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  const floor = options.minBytesPerSecond;
  const started = Date.now();
  let tooSlow = false;
  const watch = floor
    ? setInterval(() => {
        if (bodyTooSlow(total, Date.now() - started, floor)) {
          tooSlow = true;
          void reader.cancel();
        }
      }, 1000)
    : null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (tooSlow)
        throw new AppError("REQUEST_TIMEOUT", `The request body arrived slower than ${floor} bytes a second.`, { details: { minBytesPerSecond: floor } });
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
  } finally {
    if (watch) clearInterval(watch);
  }
}
