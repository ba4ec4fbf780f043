// A version that stops being installable (withdrawn, blocked) loses its explicit dist-tags, so
// `npx clawhub install x@beta` never resolves to it. `latest` is recomputed by refreshSkillState.
import type { Tx } from "@/lib/db";

export async function releaseDistTags(tx: Tx, input: { versionId: string }): Promise<string[]> {
  const tags = await tx.distTag.findMany({ where: { versionId: input.versionId, tag: { not: "latest" } }, select: { tag: true } });
  if (tags.length > 0) await tx.distTag.deleteMany({ where: { versionId: input.versionId, tag: { not: "latest" } } });
  return tags.map((row) => row.tag);
}
