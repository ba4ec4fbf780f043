// Who may see a skill. A listed skill (not deleted, not held or hidden) is everyone's; any other
// exists only for those who may read it (its publisher, the publisher's members, a one-skill token
// of that skill) and for staff. Everyone else is told a deleted skill is gone (installers learn
// why it went) and that anything else does not exist: a 404, never a 403 that confirms a name.
// The same rule is written for the database in skill-where.ts; tests check the two agree.
import type { SkillModeration } from "@/lib/db";
import { relationRights, type SkillRef } from "./rights";
import { ANONYMOUS, type Standing } from "./standing";

export type SkillState = SkillRef & { moderation: SkillModeration | string; deletedAt: Date | null };

export type Sight = {
  /** The viewer sees everything about the skill: every version in every state, moderators' reasons. */
  privileged: boolean;
  /** An anonymous visitor would get this same answer: shared caches may keep it. */
  shareable: boolean;
  /** The standing the answer was computed from (can-manage.ts asks it too). */
  standing: Standing;
};

export type Refusal = { code: "SKILL_NOT_FOUND" | "SKILL_GONE" };

/** Visible to everyone, anonymous visitors included. */
export function isSkillPublic(skill: Pick<SkillState, "moderation" | "deletedAt">): boolean {
  return skill.deletedAt === null && skill.moderation === "ACTIVE";
}

export function canSee(standing: Standing, skill: SkillState): Sight | Refusal {
  const privileged = standing.staff !== null || relationRights(standing, skill).includes("read");
  if (!privileged && !isSkillPublic(skill)) return { code: skill.deletedAt ? "SKILL_GONE" : "SKILL_NOT_FOUND" };
  return { privileged, shareable: !privileged && isSkillPublic(skill), standing };
}

export function isRefusal(answer: Sight | Refusal): answer is Refusal {
  return "code" in answer;
}

/** Sees every skill of the publisher whatever its state (staff, the publisher, its members): profiles and dashboards. */
export function seesPublisherWhole(standing: Standing): boolean {
  return standing.staff !== null || (standing.onlySkillId === null && relationRights(standing, { id: "", ownerId: standing.publisherId ?? "" }).includes("read"));
}

/** What an anonymous visitor may see of the skill (listings, feeds, sitemaps, the page cache). */
export function publicSight(skill: SkillState): Sight | Refusal {
  return canSee({ ...ANONYMOUS, publisherId: skill.ownerId }, skill);
}
