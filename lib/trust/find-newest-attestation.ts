// The newest signed statement of a version with its key's algorithm, and how many statements the
// version has in all, in one query (the count is taken before the LIMIT).
import { db } from "@/lib/db";

export type NewestAttestation = { payload: string; signature: string; keyId: string; algorithm: string; createdAt: Date; total: number };

export async function findNewestAttestation(input: { versionId: string }): Promise<NewestAttestation | null> {
  const rows = await db.$queryRaw<NewestAttestation[]>`
    SELECT a."payload", a."signature", a."keyId", k."algorithm", a."createdAt", (COUNT(*) OVER ())::int AS "total"
    FROM "Attestation" a
    JOIN "SigningKey" k ON k."id" = a."keyId"
    WHERE a."versionId" = ${input.versionId}
    ORDER BY a."createdAt" DESC, a."id" DESC
    LIMIT 1`;
  return rows[0] ?? null;
}
