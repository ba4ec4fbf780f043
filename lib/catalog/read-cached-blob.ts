// Blob bytes through a small in-process LRU. Blobs are content-addressed (the key is the sha256 of
// the bytes), so a cached entry can never be stale: popular versions are served from memory
// instead of a bytea read per download.
import { getBlobStore } from "@/lib/blobs";

const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

function remember(sha256: string, bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_ENTRY_BYTES) return;
  cache.set(sha256, bytes);
  cachedBytes += bytes.byteLength;
  // Map iteration order is insertion order: the first key is the least recently used.
  for (const [key, value] of cache) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    cache.delete(key);
    cachedBytes -= value.byteLength;
  }
}

export async function readCachedBlob(sha256: string): Promise<Uint8Array | null> {
  const hit = cache.get(sha256);
  if (hit) {
    cache.delete(sha256);
    cache.set(sha256, hit);
    return hit;
  }
  const bytes = await getBlobStore().get(sha256);
  if (bytes && !cache.has(sha256)) remember(sha256, bytes);
  return bytes;
}
