// Signs a fresh statement for a version whose verdict or scanner changed (moderation, rescan).
// The newest attestation is the current one; older ones stay so past downloads still verify.
import type { Tx } from "@/lib/db";
import { signVersionStatement } from "@/lib/signing";
import { mirrorStatementFields } from "./mirror-origin";

const VERDICT = { CLEAN: "clean", SUSPICIOUS: "suspicious", MALICIOUS: "malicious" } as const;

export async function resignVersion(tx: Tx, input: { versionId: string }) {
  const row = await tx.skillVersion.findUniqueOrThrow({
    where: { id: input.versionId },
    select: { version: true, digest: true, verdict: true, scannerVersion: true, createdAt: true, provenance: true, skill: { select: { slug: true } } },
  });
  return signVersionStatement(tx, {
    versionId: input.versionId,
    statement: {
      slug: row.skill.slug,
      version: row.version,
      digest: row.digest,
      verdict: VERDICT[row.verdict],
      scannerVersion: row.scannerVersion,
      publishedAt: row.createdAt.toISOString(),
      ...mirrorStatementFields(row.provenance),
    },
  });
}
