// "Publish through the upstream's database directly": turns a version an upstream Skillvault already
// holds into other bytes, written coherently (blobs, file rows, digest, zip) but never scanned there,
// as a registry with a laxer scanner would serve them. The mirror must judge them itself.
import { readBundle, writeDeterministicZip } from "@/lib/bundle";
import { getBlobStore } from "@/lib/blobs";
import { db } from "@/lib/db";
import { createHash } from "node:crypto";

export async function plantVersion(input: { slug: string; version: string; files: Record<string, string> }): Promise<void> {
  const encoder = new TextEncoder();
  const bundle = await readBundle({ kind: "files", files: Object.entries(input.files).map(([path, content]) => ({ path, bytes: encoder.encode(content) })) });
  const zip = writeDeterministicZip(bundle.files.map((file) => ({ path: file.path, bytes: file.bytes })));
  const zipSha256 = createHash("sha256").update(zip).digest("hex");
  await db.$transaction(async (tx) => {
    const row = await tx.skillVersion.findFirstOrThrow({ where: { skill: { slug: input.slug }, version: input.version }, select: { id: true } });
    await getBlobStore().putMany(tx, [...bundle.files.map((file) => ({ sha256: file.sha256, bytes: file.bytes })), { sha256: zipSha256, bytes: zip }]);
    await tx.skillFile.deleteMany({ where: { versionId: row.id } });
    await tx.skillFile.createMany({
      data: bundle.files.map((file) => ({
        versionId: row.id,
        path: file.path,
        size: file.size,
        sha256: file.sha256,
        contentType: file.contentType,
        isText: file.isText,
      })),
    });
    await tx.skillVersion.update({
      where: { id: row.id },
      data: {
        digest: bundle.digest,
        fingerprint: bundle.fingerprint,
        zipSha256,
        zipSize: zip.byteLength,
        fileCount: bundle.files.length,
        totalSize: bundle.totalSize,
      },
    });
  });
}
