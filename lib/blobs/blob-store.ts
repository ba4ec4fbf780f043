// Where file contents live, addressed by sha256. Publishing writes through this interface only,
// so an S3-compatible store can replace PostgreSQL for large registries without touching it.
import type { Tx } from "@/lib/db";

export type BlobInput = { sha256: string; bytes: Uint8Array };

export interface BlobStore {
  /** Stores blobs not stored yet (content-addressed: existing ones are left alone). Runs in the
   * publish transaction, so a failed publish leaves no new rows behind. */
  putMany(tx: Tx, blobs: BlobInput[]): Promise<void>;
  get(sha256: string): Promise<Uint8Array | null>;
  /** Several blobs at once (rescans, zip rebuilds); missing ones are absent from the map. */
  getMany(sha256s: string[]): Promise<Map<string, Uint8Array>>;
}
