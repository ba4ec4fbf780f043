// The configured blob store. PostgreSQL is the only implementation today.
import type { BlobStore } from "./blob-store";
import { postgresBlobStore } from "./postgres-blob-store";

export type { BlobStore } from "./blob-store";

export function getBlobStore(): BlobStore {
  return postgresBlobStore;
}
