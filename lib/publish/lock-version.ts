// Finds one version of a skill and locks its row until the transaction ends.
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

const versionSelect = {
  id: true,
  version: true,
  verdict: true,
  reviewState: true,
  withdrawnAt: true,
  blockedAt: true,
  orgReview: true,
  publishedById: true,
  scanReport: true,
  createdAt: true,
  // Labels a held version's publish asked for (review-held-version.ts applies them on approval).
  heldLabels: true,
} as const;

export async function lockVersion(tx: Tx, input: { skillId: string; slug: string; version: string }) {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "SkillVersion" WHERE "skillId" = ${input.skillId} AND "version" = ${input.version} FOR UPDATE`;
  const id = rows[0]?.id;
  const version = id ? await tx.skillVersion.findUnique({ where: { id }, select: versionSelect }) : null;
  if (!version) {
    throw new AppError("VERSION_NOT_FOUND", `${input.slug} has no version ${input.version}.`, { details: { slug: input.slug, version: input.version } });
  }
  return version;
}
