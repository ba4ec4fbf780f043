// Loads a skill by slug (or by its name, GoClaw/Agent OS) as the caller may see it, with what the
// read routes present, and the caller's sight of it (lib/access: privileged, shareable). Rows
// loaded some other way (one-query hot paths) are checked with checkSkillVisible.
import type { Actor } from "@/lib/auth/actor";
import { seeSkill, skillNotFound, type Sight, type SkillState } from "@/lib/access";
import { db, type Prisma } from "@/lib/db";
import { resolveSkillName } from "./resolve-skill-name";

export const catalogSkillSelect = {
  id: true,
  slug: true,
  displayName: true,
  summary: true,
  topics: true,
  ownerId: true,
  moderation: true,
  moderationReason: true,
  moderatedAt: true,
  verdict: true,
  downloads: true,
  installs: true,
  stars: true,
  versionCount: true,
  deletedAt: true,
  visibility: true,
  latestVersionId: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { handle: true, displayName: true, image: true, kind: true, official: true } },
} as const satisfies Prisma.SkillSelect;

export type CatalogSkill = Prisma.SkillGetPayload<{ select: typeof catalogSkillSelect }>;

export type SkillLookup = { slug: string; ownerHandle?: string; viewer: Actor | null };

export { skillNotFound };

/** The access check for a row the caller already loaded (null: no such skill). */
export async function checkSkillVisible<T extends SkillState & { slug: string }>(
  skill: T | null,
  lookup: SkillLookup & { ownerHandleOf?: (skill: T) => string },
): Promise<{ skill: T; sight: Sight }> {
  if (!skill) throw skillNotFound(lookup.slug);
  if (lookup.ownerHandle && lookup.ownerHandleOf && lookup.ownerHandleOf(skill) !== lookup.ownerHandle) throw skillNotFound(lookup.slug);
  return { skill, sight: await seeSkill({ viewer: lookup.viewer, skill, asked: lookup.slug }) };
}

export async function findCatalogSkill(lookup: SkillLookup): Promise<{ skill: CatalogSkill; sight: Sight }> {
  let skill = await db.skill.findUnique({ where: { slug: lookup.slug }, select: catalogSkillSelect });
  if (!skill) {
    // Not a slug: the skill's name, when exactly one listed skill has it.
    const slug = await resolveSkillName({ name: lookup.slug, ownerHandle: lookup.ownerHandle });
    if (slug) skill = await db.skill.findUnique({ where: { slug }, select: catalogSkillSelect });
  }
  return checkSkillVisible(skill, { ...lookup, ownerHandleOf: (row) => row.owner.handle });
}
