// Points explicit dist-tags (beta, next, …) at a version. `latest` is never set by hand:
// refreshSkillState computes it from the versions.
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";

const TAG = /^[a-z][a-z0-9._-]{0,31}$/;

export function checkTagName(tag: string): void {
  if (!TAG.test(tag) || parseSemver(tag)) {
    throw new AppError("TAG_INVALID", `'${tag}' is not a valid dist-tag (lower-case, starts with a letter, not a version).`, { details: { tag } });
  }
}

/** The explicit tags a publish asks for: trimmed, lower-cased, once each, without `latest`; each checked. */
export function explicitDistTags(tags: string[]): string[] {
  const names = [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].filter((tag) => tag !== "latest");
  names.forEach(checkTagName);
  return names;
}

export async function applyDistTags(tx: Tx, input: { skillId: string; versionId: string; tags: string[] }): Promise<void> {
  for (const tag of explicitDistTags(input.tags)) {
    await tx.distTag.upsert({
      where: { skillId_tag: { skillId: input.skillId, tag } },
      create: { skillId: input.skillId, tag, versionId: input.versionId },
      update: { versionId: input.versionId },
    });
  }
}
