// Reads a response body into memory but stops, and cancels the download, the moment it passes
// `maxBytes`: an oversized tarball is refused after maxBytes, never held in full. lib/mirror reads
// upstream answers with it too, with its own error.
import { AppError } from "@/lib/errors";

function tooLarge(maxBytes: number): AppError {
  return new AppError("GITHUB_TARBALL_TOO_LARGE", `The repository tarball is larger than ${maxBytes} bytes, the limit for imports.`, {
    details: { maxBytes },
  });
}

export async function readCappedStream(
  body: ReadableStream<Uint8Array> | null,
  options: { maxBytes: number; declaredLength?: number; tooLarge?: (maxBytes: number) => Error },
): Promise<Uint8Array> {
  const refuse = options.tooLarge ?? tooLarge;
  if (options.declaredLength !== undefined && options.declaredLength > options.maxBytes) {
    await body?.cancel().catch(() => undefined);
    throw refuse(options.maxBytes);
  }
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse(options.maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
