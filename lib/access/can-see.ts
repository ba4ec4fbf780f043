// Who may see a skill. Its publisher, the publisher's members, a one-skill token of that skill and
// staff see it in every state. Anyone else must first be in its audience (visibility.ts: public,
// internal = signed in, private = nobody else); outside it the skill does not exist, deleted or
// not. Inside it, a skill that is not deleted, held or hidden is seen; a deleted one is gone
// (installers learn why it went) and anything else does not exist: a 404, never a 403.
// The same rule is written for the database in skill-where.ts; tests check the two agree.
import type { SkillModeration, SkillVisibility } from "@/lib/db";
import { relationRights, type SkillRef } from "./rights";
import { ANONYMOUS, type Standing } from "./standing";
import { audienceAdmits, openToAnonymous, registryClosed, visibilityName } from "./visibility";

export type SkillState = SkillRef & { moderation: SkillModeration | string; deletedAt: Date | null; visibility: SkillVisibility | string };

export type Sight = {
  /** The viewer sees everything about the skill: every version in every state, moderators' reasons. */
  privileged: boolean;
  /** An anonymous visitor would get this same answer: shared caches may keep it. */
  shareable: boolean;
  /** The standing the answer was computed from (can-manage.ts asks it too). */
  standing: Standing;
  /** Reviews the org's held versions (its owners and admins, staff): sees versions waiting for the org's review (version-status.ts). */
  reviews: boolean;
  /** The viewer's account: the account that published a held version sees it too. */
  viewerId: string | null;
};

export type Refusal = { code: "SKILL_NOT_FOUND" | "SKILL_GONE" };

/** Public, not deleted, not held or hidden: findable by anyone the registry serves (search, lists, sitemap, feeds). */
export function isSkillPublic(skill: Pick<SkillState, "moderation" | "deletedAt" | "visibility">): boolean {
  return skill.deletedAt === null && skill.moderation === "ACTIVE" && visibilityName(skill.visibility) === "public";
}

/** Who this standing is for a skill's versions (version-status.ts): privileged, a reviewer of held versions, which account. */
export function versionViewer(standing: Standing, skill: SkillRef): Pick<Sight, "privileged" | "reviews" | "viewerId"> {
  const rights = relationRights(standing, skill);
  return {
    privileged: standing.staff !== null || rights.includes("read"),
    reviews: standing.staff !== null || rights.includes("administer"),
    viewerId: standing.userId ?? null,
  };
}

/**
 * Whether the standing is inside the skill's audience (or related to it, or staff), whatever the
 * skill's state: outside it the skill does not exist, so even a write that needs no sight of it
 * (removing one's own star, claiming a released name) answers as for a name never used.
 */
export function inAudience(standing: Standing, skill: SkillState, closed = registryClosed()): boolean {
  return versionViewer(standing, skill).privileged || audienceAdmits(standing, skill.visibility, closed);
}

export function canSee(standing: Standing, skill: SkillState, closed = registryClosed()): Sight | Refusal {
  const { privileged, reviews, viewerId } = versionViewer(standing, skill);
  const viewer = { standing, reviews, viewerId };
  if (privileged) return { privileged, shareable: false, ...viewer };
  // Outside the skill's audience even its deletion is a secret: the same 404 as a name never used.
  if (!audienceAdmits(standing, skill.visibility, closed)) return { code: "SKILL_NOT_FOUND" };
  if (skill.deletedAt !== null || skill.moderation !== "ACTIVE") return { code: skill.deletedAt ? "SKILL_GONE" : "SKILL_NOT_FOUND" };
  return { privileged, shareable: openToAnonymous(skill.visibility, closed), ...viewer };
}

export function isRefusal(answer: Sight | Refusal): answer is Refusal {
  return "code" in answer;
}

/** Sees every skill of the publisher whatever its state (staff, the publisher, its members): profiles and dashboards. */
export function seesPublisherWhole(standing: Standing): boolean {
  return (
    standing.staff !== null || (standing.onlySkillId === null && relationRights(standing, { id: "", ownerId: standing.publisherId ?? "" }).includes("read"))
  );
}

/** What an anonymous visitor may see of the skill (listings, feeds, sitemaps, the page cache). */
export function publicSight(skill: SkillState): Sight | Refusal {
  // Listings (isListed) are computed for the registry as it is open to the public, closed or not:
  // a closed registry keeps anonymous visitors out of every listing before they reach one.
  return canSee({ ...ANONYMOUS, publisherId: skill.ownerId }, skill, false);
}
