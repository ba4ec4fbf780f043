// Finds a skill by slug and locks its row until the transaction ends, so lifecycle changes to one
// skill (delete vs. tag move, three reports at once, two transfer answers) apply one at a time.
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

const skillSelect = {
  id: true,
  slug: true,
  ownerId: true,
  displayName: true,
  moderation: true,
  moderationReason: true,
  moderatedAt: true,
  autoHidePausedUntil: true,
  deletedAt: true,
  visibility: true,
  slugReservedUntil: true,
} as const;

export async function lockSkill(tx: Tx, input: { slug: string } | { id: string }) {
  const rows =
    "slug" in input
      ? await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "Skill" WHERE "slug" = ${input.slug} FOR UPDATE`
      : await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "Skill" WHERE "id" = ${input.id} FOR UPDATE`;
  const id = rows[0]?.id;
  const skill = id ? await tx.skill.findUnique({ where: { id }, select: skillSelect }) : null;
  if (!skill) {
    const slug = "slug" in input ? input.slug : null;
    throw new AppError("SKILL_NOT_FOUND", slug ? `No skill '${slug}'.` : "No such skill.", { details: { slug } });
  }
  return skill;
}

export type LockedSkill = Awaited<ReturnType<typeof lockSkill>>;
