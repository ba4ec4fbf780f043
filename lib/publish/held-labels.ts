// The labels a publish asks for (display name, topics, dist-tags) wait with a version the org's
// policy held for review, and are applied when an org admin approves it, as the publish would have
// applied them then. Checked when published (a bad tag name fails the publish, hold or not) and
// read back through a schema (the column is JSON).
import { z } from "zod";
import type { Prisma, Tx } from "@/lib/db";
import { applyDistTags, explicitDistTags } from "./apply-dist-tags";
import type { PublishInput } from "./types";

const heldLabelsSchema = z.object({
  displayName: z.string().optional(),
  topics: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
});

type HeldLabels = z.infer<typeof heldLabelsSchema>;

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

/** On approval: point the tags at the version and relabel the skill (before refreshSkillState). */
export async function applyHeldLabels(tx: Tx, input: { skillId: string; versionId: string; stored: unknown }): Promise<void> {
  const parsed = heldLabelsSchema.safeParse(input.stored ?? {});
  // Written by heldLabelsOf only; anything else is ignored rather than blocking the approval.
  if (!parsed.success) return;
  const { displayName, topics, tags } = parsed.data;
  if (tags?.length) await applyDistTags(tx, { skillId: input.skillId, versionId: input.versionId, tags });
  if (displayName || topics) {
    await tx.skill.update({ where: { id: input.skillId }, data: { ...(displayName ? { displayName } : {}), ...(topics ? { topics } : {}) } });
  }
}
