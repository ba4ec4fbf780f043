// The body of a multipart upload (website check and publish, the clawhub CLI's inline publish):
// at most the bundle limit plus 1 MiB for fields and part headers, and at most one part per
// allowed file plus a few fields, both enforced while the body streams in; and at least
// the pace every body is held to (lib/http/body-pace.ts: a trickled body holds an upload slot).
import { getConfig } from "@/lib/config";
import { MIN_BODY_BYTES_PER_SECOND } from "@/lib/http/body-pace";
import { readBodyBytes } from "@/lib/http/read-body-bytes";

/** Non-file parts an upload may carry besides its files (meta, payload, a folder name…). */
const FIELD_PARTS = 8;

export function readUploadBody(request: Request): Promise<Uint8Array> {
  const config = getConfig();
  return readBodyBytes(request, config.BUNDLE_MAX_TOTAL_BYTES + 1024 * 1024, {
    maxParts: config.BUNDLE_MAX_FILES + FIELD_PARTS,
    minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND, // the pace of every body (lib/http/body-pace.ts), answered by the route itself
  });
}
