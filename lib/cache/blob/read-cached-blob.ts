// Blob bytes through a small in-process LRU (lib/cache/byte-lru, bounded in bytes). Blobs are
// content-addressed (the key is the sha256 of the bytes), so a cached entry can never be stale:
// popular versions are served from memory instead of a bytea read per download.
import { getBlobStore } from "@/lib/blobs";
import { createByteLru, type ByteLru } from "@/lib/cache/byte-lru";

/** 64 MiB in all; one blob at most an eighth of it (8 MiB), larger ones are always read. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

const holder = globalThis as { __skillvaultBlobCache?: ByteLru<Uint8Array> };
const cache = (holder.__skillvaultBlobCache ??= createByteLru<Uint8Array>({
  maxBytes: MAX_CACHE_BYTES,
  sizeOf: (key, bytes) => 2 * key.length + bytes.byteLength,
}));

export async function readCachedBlob(sha256: string): Promise<Uint8Array | null> {
  const hit = cache.get(sha256);
  if (hit) return hit;
  const bytes = await getBlobStore().get(sha256);
  if (bytes) cache.set(sha256, bytes);
  return bytes;
}
