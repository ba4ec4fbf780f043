// Loads a skill by slug as the caller may see it, with what the read routes present. Same rules as
// lib/trust's findVisibleSkill: listed skills are public; held, hidden and deleted ones exist only
// for their owners (and org members, admins) and moderators; others learn that a deleted skill is
// gone (SKILL_GONE) and that anything else does not exist.
import type { Actor } from "@/lib/auth/actor";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isSkillPublic } from "@/lib/publish/is-skill-public";
import { canSeeEverything } from "@/lib/trust/find-visible-version";
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
  latestVersionId: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { handle: true, displayName: true, image: true, kind: true, official: true } },
} as const satisfies Prisma.SkillSelect;

export type CatalogSkill = Prisma.SkillGetPayload<{ select: typeof catalogSkillSelect }>;

export type SkillLookup = { slug: string; ownerHandle?: string; viewer: Actor | null };

export function skillNotFound(slug: string): AppError {
  return new AppError("SKILL_NOT_FOUND", `No skill '${slug}'.`, { details: { slug } });
}

/** Visibility check for a row the caller already loaded. `privileged`: the viewer sees everything about it. */
export async function checkSkillVisible<T extends { slug: string; ownerId: string; moderation: string; deletedAt: Date | null }>(
  skill: T | null,
  lookup: SkillLookup & { ownerHandleOf?: (skill: T) => string },
): Promise<{ skill: T; privileged: boolean }> {
  if (!skill) throw skillNotFound(lookup.slug);
  if (lookup.ownerHandle && lookup.ownerHandleOf && lookup.ownerHandleOf(skill) !== lookup.ownerHandle) throw skillNotFound(lookup.slug);
  const privileged = await canSeeEverything(lookup.viewer, skill);
  if (!privileged && !isSkillPublic(skill)) {
    if (skill.deletedAt) throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug, deletedAt: skill.deletedAt.toISOString() } });
    throw skillNotFound(lookup.slug);
  }
  return { skill, privileged };
}

export async function findCatalogSkill(lookup: SkillLookup): Promise<{ skill: CatalogSkill; privileged: boolean }> {
  let skill = await db.skill.findUnique({ where: { slug: lookup.slug }, select: catalogSkillSelect });
  if (!skill) {
    // Not a slug: the skill's name, when exactly one listed skill has it.
    const slug = await resolveSkillName({ name: lookup.slug, ownerHandle: lookup.ownerHandle });
    if (slug) skill = await db.skill.findUnique({ where: { slug }, select: catalogSkillSelect });
  }
  return checkSkillVisible(skill, { ...lookup, ownerHandleOf: (row) => row.owner.handle });
}
