// Answers with stored bytes the way installers and caches want them: a strong ETag (the content's
// sha256), 304 on a matching If-None-Match, an RFC 9530 Repr-Digest, and caching that says
// whether the URL can ever mean other bytes (an exact version: immutable) or not (latest, a tag).

// An exact version's bytes never change, but whether they may be served does: a moderator blocks
// it, a rescan finds it malicious, its owner withdraws it or makes the skill private. A browser may
// keep its own copy for a year (its user already has the bytes); a shared cache (CDN, proxy) keeps
// it five minutes and then revalidates with the ETag: a 304 while it may still be served, the
// block's error once it may not. So a block reaches every cache within five minutes, with no purge.
export const IMMUTABLE_CACHE = "public, max-age=31536000, s-maxage=300, immutable";
export const SHORT_CACHE = "public, max-age=60";
export const PRIVATE_CACHE = "private, no-cache";

export type ContentInput = {
  bytes: Uint8Array;
  /** Lower-case hex sha256 of `bytes`. */
  sha256: string;
  contentType: string;
  cacheControl: string;
  headers?: Record<string, string>;
};

/** RFC 9530 `Repr-Digest` value for a hex sha256: `sha-256=:<base64>:`. */
export function reprDigest(sha256Hex: string): string {
  return `sha-256=:${Buffer.from(sha256Hex, "hex").toString("base64")}:`;
}

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

export function contentResponse(request: Request, input: ContentInput): Response {
  const etag = `"${input.sha256}"`;
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": input.cacheControl,
    "Repr-Digest": reprDigest(input.sha256),
    "X-Content-SHA256": input.sha256,
    ...input.headers,
  });
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", input.contentType);
  headers.set("Content-Length", String(input.bytes.byteLength));
  return new Response(input.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
