// Deletes uploaded blobs nothing uses any more: no version file, no version zip, no live ticket.
// Bytes that became part of a version are never touched.
import { db } from "@/lib/db";

export async function deleteUnusedBlobs(shas: string[]): Promise<number> {
  const unique = [...new Set(shas)];
  if (unique.length === 0) return 0;
  return db.$executeRaw`
    DELETE FROM "Blob" b WHERE b."sha256" = ANY(${unique}::text[])
      AND NOT EXISTS (SELECT 1 FROM "SkillFile" f WHERE f."sha256" = b."sha256")
      AND NOT EXISTS (SELECT 1 FROM "SkillVersion" v WHERE v."zipSha256" = b."sha256")
      AND NOT EXISTS (SELECT 1 FROM "UploadTicket" t WHERE t."blobSha" = b."sha256")`;
}
