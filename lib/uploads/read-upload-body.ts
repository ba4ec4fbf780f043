// The body of a multipart upload (website check and publish, the clawhub CLI's inline publish):
// at most the bundle limit plus 1 MiB for fields and part headers, and at most one part per
// allowed file plus a few fields, both enforced while the body streams in; and at least
// UPLOAD_MIN_BYTES_PER_SECOND on average after the first 15 s (a trickled body holds an upload slot).
import { getConfig } from "@/lib/config";
import { readBodyBytes } from "@/lib/http/read-body-bytes";

/** Non-file parts an upload may carry besides its files (meta, payload, a folder name…). */
const FIELD_PARTS = 8;
/** 16 KiB/s: a 50 MB bundle over the slowest link anyone publishes from still fits in Node's 5-minute request timeout. */
export const UPLOAD_MIN_BYTES_PER_SECOND = 16 * 1024;

export function readUploadBody(request: Request): Promise<Uint8Array> {
  const config = getConfig();
  return readBodyBytes(request, config.BUNDLE_MAX_TOTAL_BYTES + 1024 * 1024, {
    maxParts: config.BUNDLE_MAX_FILES + FIELD_PARTS,
    minBytesPerSecond: UPLOAD_MIN_BYTES_PER_SECOND,
  });
}
