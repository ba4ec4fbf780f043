// A publisher's page: who they are and their listed skills. Their hidden, held and unlisted skills
// appear only to themselves (and org members) and moderators; internal skills to any signed-in
// account, as in search (readableAudience).
import { audienceWhere, canManage, isSkillPublic, publicSkillWhere, readableAudience, seesPublisherWhole, standingOf } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { listSkillCards } from "./list-skill-cards";

/** What a visitor who is not the publisher's own finds listed: what anyone sees, plus what its audience reads. */
async function listedFor(actor: Actor | null): Promise<Prisma.SkillWhereInput> {
  const listed = { ...publicSkillWhere, latestVersionId: { not: null } };
  if (!actor) return listed;
  const { visibility: _public, ...state } = listed;
  return { ...state, ...audienceWhere(await readableAudience(db, actor)) };
}

export async function getPublisherProfile(input: { handle: string; actor: Actor | null }) {
  const user = await db.user.findUnique({
    where: { handle: input.handle.toLowerCase() },
    select: { id: true, handle: true, displayName: true, image: true, bio: true, kind: true, official: true, role: true, bannedAt: true, createdAt: true },
  });
  if (!user) throw new AppError("NOT_FOUND", `No publisher '@${input.handle}'.`, { details: { handle: input.handle } });
  const standing = await standingOf(db, input.actor, user.id);
  const privileged = seesPublisherWhole(standing);
  /** An owner or admin of this org (or its registry admins): the org's review queue, audit log and settings are offered. */
  const administers = user.kind === "ORG" && canManage(standing, { id: "", ownerId: user.id }, "administer");
  const skills = await db.skill.findMany({
    // Deleted skills are on the dashboard, not the profile; others see what anyone sees, with a version.
    where: { ownerId: user.id, deletedAt: null, ...(privileged ? {} : await listedFor(input.actor)) },
    select: { id: true, moderation: true, visibility: true, latestVersionId: true },
    orderBy: [{ downloads: "desc" }, { updatedAt: "desc" }],
    take: 200,
  });
  const cards = await listSkillCards({ skillIds: skills.map((skill) => skill.id) });
  const state = new Map(
    skills.map((skill) => [
      skill.id,
      { moderation: skill.moderation, visibility: skill.visibility, listed: isSkillPublic({ ...skill, deletedAt: null }) && skill.latestVersionId !== null },
    ]),
  );
  const totals = cards.reduce(
    (sum, card) => ({ downloads: sum.downloads + card.downloads, installs: sum.installs + card.installs, stars: sum.stars + card.stars }),
    { downloads: 0, installs: 0, stars: 0 },
  );
  return {
    publisher: user,
    privileged,
    administers,
    skills: cards.map((card) => ({ ...card, ...state.get(card.id)! })),
    totals,
  };
}
