// Reads a request body as bytes, stopping as soon as it passes `limit`, so an oversized
// upload is refused without being held in memory.
import { AppError } from "@/lib/errors";

export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", `Request body over ${limit} bytes.`);
  if (!request.body) return new Uint8Array();
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
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
