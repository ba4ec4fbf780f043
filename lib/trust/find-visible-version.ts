// Finds one version of a skill as the caller may see it. Hidden and held skills exist only for
// their owners and moderators; a deleted skill answers SKILL_GONE so installers learn why it went.
// `version` is an exact semver or a dist-tag name ("latest").
import type { Actor } from "@/lib/auth/actor";
import { isModerator } from "@/lib/auth/actor";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";
import { resolveSkillName } from "@/lib/catalog/resolve-skill-name";
import { canActForPublisher } from "@/lib/publish/can-manage-skill";

const baseSelect = {
  id: true,
  version: true,
  verdict: true,
  withdrawnAt: true,
  withdrawnReason: true,
  blockedAt: true,
  blockedReason: true,
  reviewState: true,
  createdAt: true,
} as const satisfies Prisma.SkillVersionSelect;

export type VisibleSkill = { id: string; slug: string; ownerId: string; moderation: string; deletedAt: Date | null };

/** Whether the actor sees everything about the skill (owner, org member, moderator). */
export async function canSeeEverything(actor: Actor | null, skill: Pick<VisibleSkill, "ownerId">): Promise<boolean> {
  if (!actor) return false;
  return isModerator(actor) || (await canActForPublisher(db, actor, skill.ownerId));
}

export async function findVisibleSkill(input: { actor: Actor | null; slug: string }): Promise<{ skill: VisibleSkill; privileged: boolean }> {
  const select = { id: true, slug: true, ownerId: true, moderation: true, deletedAt: true } as const;
  let skill = await db.skill.findUnique({ where: { slug: input.slug }, select });
  if (!skill) {
    // Not a slug: the skill's name, when exactly one listed skill has it.
    const slug = await resolveSkillName({ name: input.slug });
    if (slug) skill = await db.skill.findUnique({ where: { slug }, select });
  }
  if (!skill) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  const publiclyVisible = skill.deletedAt === null && skill.moderation === "ACTIVE";
  const privileged = await canSeeEverything(input.actor, skill);
  if (!publiclyVisible && !privileged) {
    if (skill.deletedAt) {
      throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug, deletedAt: skill.deletedAt.toISOString() } });
    }
    throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  }
  return { skill, privileged };
}

export async function findVisibleVersion<S extends Prisma.SkillVersionSelect = Record<never, never>>(input: {
  actor: Actor | null;
  slug: string;
  version: string;
  select?: S;
}) {
  const { skill, privileged } = await findVisibleSkill(input);
  const select = { ...baseSelect, ...input.select };
  const byNumber = parseSemver(input.version) !== null;
  const row = byNumber
    ? await db.skillVersion.findUnique({ where: { skillId_version: { skillId: skill.id, version: input.version } }, select })
    : (await db.distTag.findUnique({ where: { skillId_tag: { skillId: skill.id, tag: input.version } }, select: { version: { select } } }))?.version;
  if (!row) {
    throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no ${byNumber ? "version" : "tag"} '${input.version}'.`, {
      details: { slug: skill.slug, version: input.version },
    });
  }
  return { skill, privileged, version: row as Prisma.SkillVersionGetPayload<{ select: typeof baseSelect & S }> };
}
