// Blobs as bytea rows in PostgreSQL, deduplicated by primary key across versions and skills.
import { db, type Tx } from "@/lib/db";
import type { BlobInput, BlobStore } from "./blob-store";

export const postgresBlobStore: BlobStore = {
  async putMany(tx: Tx, blobs: BlobInput[]) {
    const unique = new Map(blobs.map((blob) => [blob.sha256, blob]));
    const existing = await tx.blob.findMany({ where: { sha256: { in: [...unique.keys()] } }, select: { sha256: true } });
    for (const row of existing) unique.delete(row.sha256);
    if (unique.size === 0) return;
    await tx.blob.createMany({
      data: [...unique.values()].map((blob) => ({ sha256: blob.sha256, size: blob.bytes.byteLength, content: new Uint8Array(blob.bytes) })),
      skipDuplicates: true,
    });
  },
  async get(sha256: string) {
    const row = await db.blob.findUnique({ where: { sha256 }, select: { content: true } });
    return row?.content ? new Uint8Array(row.content) : null;
  },
};
