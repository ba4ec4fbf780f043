// Blobs as bytea rows in PostgreSQL, deduplicated by primary key across versions and skills.
// Writes are raw SQL: passing ~200 KB of bytes through Prisma's query layer cost ~18 ms of CPU
// per publish, one `unnest` insert costs ~4 (tests/bench/publish.ts).
import { db, type Tx } from "@/lib/db";
import type { BlobInput, BlobStore } from "./blob-store";

export const postgresBlobStore: BlobStore = {
  async putMany(tx: Tx, blobs: BlobInput[]) {
    const unique = new Map(blobs.map((blob) => [blob.sha256, blob]));
    if (unique.size === 0) return;
    // Existing content is not sent again (a new version usually shares most files with the last).
    const existing = await tx.$queryRaw<Array<{ sha256: string }>>`SELECT "sha256" FROM "Blob" WHERE "sha256" = ANY(${[...unique.keys()]}::text[])`;
    for (const row of existing) unique.delete(row.sha256);
    if (unique.size === 0) return;
    // Inserted in sha256 order: two publishes sharing blobs take their row locks in the same
    // order, so they wait for each other instead of deadlocking.
    const ordered = [...unique.values()].sort((a, b) => (a.sha256 < b.sha256 ? -1 : a.sha256 > b.sha256 ? 1 : 0));
    await tx.$executeRaw`
      INSERT INTO "Blob" ("sha256", "size", "content")
      SELECT * FROM unnest(${ordered.map((blob) => blob.sha256)}::text[], ${ordered.map((blob) => blob.bytes.byteLength)}::int[],
                           ${ordered.map((blob) => Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength))}::bytea[])
      ON CONFLICT ("sha256") DO NOTHING`;
  },
  async get(sha256: string) {
    const row = await db.blob.findUnique({ where: { sha256 }, select: { content: true } });
    return row?.content ? new Uint8Array(row.content) : null;
  },
  async getMany(sha256s: string[]) {
    const rows = await db.blob.findMany({ where: { sha256: { in: [...new Set(sha256s)] } }, select: { sha256: true, content: true } });
    return new Map(rows.flatMap((row) => (row.content ? [[row.sha256, new Uint8Array(row.content)] as const] : [])));
  },
};
