// The labels a publish asks for (display name, topics, dist-tags) wait with a version the org's
// policy held for review, and are applied when an org admin approves it, as they would have been
// when it was published: so never over anything newer (a tag now on a version published after
// it, a name or topics a later publish set), and no tag onto a version that cannot be installed
// (withdrawn, blocked or malicious since). Checked when published (a bad tag name fails the
// publish, hold or not) and read back through a schema (the column is JSON).
import { z } from "zod";
import { versionState } from "@/lib/access";
import type { Prisma, Tx } from "@/lib/db";
import { applyDistTags, checkTagName, explicitDistTags } from "./apply-dist-tags";
import type { PublishInput } from "./types";

const heldLabelsSchema = z.object({
  displayName: z.string().optional(),
  topics: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
});

type HeldLabels = z.infer<typeof heldLabelsSchema>;

/** What a held version's publish asked for, for its reviewers (the review queue); {} when nothing or unreadable. */
export function readHeldLabels(stored: unknown): HeldLabels {
  const parsed = heldLabelsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/** What to keep with a held version; undefined when the publish asked for no label. */
export function heldLabelsOf(input: Pick<PublishInput, "displayName" | "topics" | "tags">): Prisma.InputJsonObject | undefined {
  const tags = explicitDistTags(input.tags ?? []);
  const labels: HeldLabels = {
    ...(input.displayName ? { displayName: input.displayName } : {}),
    ...(input.topics?.length ? { topics: input.topics } : {}),
    ...(tags.length ? { tags } : {}),
  };
  return Object.keys(labels).length ? labels : undefined;
}

function isTagName(tag: string): boolean {
  try {
    checkTagName(tag);
    return tag !== "latest";
  } catch {
    return false;
  }
}

/** The approved version, as it is once approved (orgReview cleared). */
type ApprovedVersion = Omit<Parameters<typeof versionState>[0], "orgReview"> & { id: string; createdAt: Date };

/**
 * On approval: point the tags at the version and relabel the skill (before refreshSkillState).
 * Returns what was applied (for the audit entry).
 */
export async function applyHeldLabels(tx: Tx, input: { skillId: string; version: ApprovedVersion; stored: unknown }): Promise<HeldLabels> {
  // Written by heldLabelsOf only; anything unreadable applies nothing rather than blocking the approval.
  const { displayName, topics, tags = [] } = readHeldLabels(input.stored);
  const { version } = input;
  const applied: HeldLabels = {};
  const installable = versionState({ ...version, orgReview: null }) === "active";
  // Names checked when published; a rule tightened since drops the tag rather than the approval.
  const candidates = installable ? tags.filter(isTagName) : [];
  // A tag that has moved to a version published after this one stays where it is.
  const taken = await tx.distTag.findMany({
    where: { skillId: input.skillId, tag: { in: candidates }, version: { createdAt: { gt: version.createdAt } } },
    select: { tag: true },
  });
  const kept = candidates.filter((tag) => !taken.some((row) => row.tag === tag));
  if (kept.length) {
    await applyDistTags(tx, { skillId: input.skillId, versionId: version.id, tags: kept });
    applied.tags = kept;
  }
  // A version published (not held) after this one set the skill's words since: they stay.
  const newer = await tx.skillVersion.count({
    where: { skillId: input.skillId, orgReview: null, id: { not: version.id }, createdAt: { gt: version.createdAt } },
  });
  if (!newer && (displayName || topics)) {
    await tx.skill.update({ where: { id: input.skillId }, data: { ...(displayName ? { displayName } : {}), ...(topics ? { topics } : {}) } });
    Object.assign(applied, displayName ? { displayName } : {}, topics ? { topics } : {});
  }
  return applied;
}
