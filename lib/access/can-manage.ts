// Who may change a skill or act for a publisher. The publisher itself and registry admins may do
// everything; org members by role (publisher-roles.ts); a one-skill token publishes its skill and
// nothing else. Moderators act through lib/moderation, never through owner actions.
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canSee, isRefusal, type SkillState } from "./can-see";
import { rolesWith, type PublisherRight } from "./publisher-roles";
import { relationRights, type SkillRef } from "./rights";
import { skillNotFound } from "./see-skill";
import { standingOf, type Standing, type StandingActor } from "./standing";

/** "publish" or "administer": reading is can-see.ts's question. */
export type ManageRight = Exclude<PublisherRight, "read">;

export function canManage(standing: Standing, skill: SkillRef, right: ManageRight): boolean {
  if (relationRights(standing, skill).includes(right)) return true;
  return standing.staff === "admin" && standing.onlySkillId === null;
}

/** May this actor act for the publisher (a user or an org) with this right, e.g. publish a new skill under it? */
export async function canActFor(client: Db | Tx, actor: StandingActor, publisherId: string, right: ManageRight): Promise<boolean> {
  // A one-skill token acts for its skill (canManage), never for the publisher as a whole.
  if (actor.limitedToSkillId) return false;
  return canManage(await standingOf(client, actor, publisherId), { id: "", ownerId: publisherId }, right);
}

/** Trusted-publishing tokens may publish their skill and do nothing else. */
export function assertAccountAction(actor: Actor, what: string): void {
  if (actor.limitedToSkillId) throw new AppError("FORBIDDEN", `Trusted-publishing tokens only publish new versions of their skill; they cannot ${what}.`);
}

/** The error for a standing that may not do `right`: the role it needs when it has a weaker one. */
export function manageRefusal(standing: Standing, skill: SkillRef, right: ManageRight): AppError {
  if (standing.onlySkillId !== null) return new AppError("FORBIDDEN", "This token may only publish new versions of the skill it was minted for.");
  if (right === "administer" && canManage(standing, skill, "publish")) {
    return new AppError("ORG_ROLE_REQUIRED", "Only the organisation's owners and admins can do that; publisher members can publish.", {
      details: { needs: rolesWith("administer") },
    });
  }
  return new AppError("NOT_SKILL_OWNER", "Only the skill's owner can do that.");
}

/**
 * Throws unless the actor may do `right` to the skill. Who may not even see the skill learns no
 * more than its page would say (SKILL_NOT_FOUND / SKILL_GONE), never that it exists (a 403).
 */
export async function assertCanManageSkill(
  client: Db | Tx,
  actor: Actor,
  skill: SkillState & { slug: string },
  right: ManageRight = "publish",
): Promise<Standing> {
  const standing = await standingOf(client, actor, skill.ownerId);
  if (canManage(standing, skill, right)) return standing;
  const sight = canSee(standing, skill);
  if (isRefusal(sight)) {
    throw sight.code === "SKILL_GONE"
      ? new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug } })
      : skillNotFound(skill.slug);
  }
  throw manageRefusal(standing, skill, right);
}
