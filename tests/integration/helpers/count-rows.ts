// Row counts of everything a publish writes: "nothing partial was left" is "these did not change".
import { db } from "@/lib/db";

export async function countRows() {
  const [skills, versions, files, blobs, distTags, attestations, audit, changes, outbox, searchDocuments] = await Promise.all([
    db.skill.count(),
    db.skillVersion.count(),
    db.skillFile.count(),
    db.blob.count(),
    db.distTag.count(),
    db.attestation.count(),
    db.auditLog.count(),
    db.changeEvent.count(),
    db.searchOutbox.count(),
    db.skillSearchDocument.count(),
  ]);
  return { skills, versions, files, blobs, distTags, attestations, audit, changes, outbox, searchDocuments };
}
