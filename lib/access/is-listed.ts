// Whether a skill is listed: findable by anyone in search, lists, categories, the home page and the
// sitemap. The search documents hold exactly these skills (lib/search/build-search-document.ts), so
// every listing surface asks this through them.
import { publicSight, isRefusal, type SkillState } from "./can-see";
import { versionStatus, type VersionRow } from "./version-status";

/** `latest.orgReview` may be left out: the latest version is never one held for review (refresh-skill-state.ts). */
export function isListed(
  skill: Pick<SkillState, "moderation" | "deletedAt" | "visibility">,
  latest: (Omit<VersionRow, "orgReview"> & { orgReview?: string | null }) | null,
): boolean {
  // An anonymous visitor has no relation to any publisher: the skill's ids play no part.
  const sight = publicSight({ id: "", ownerId: "", ...skill });
  if (isRefusal(sight) || !latest) return false;
  return versionStatus({ skill, version: { ...latest, orgReview: latest.orgReview ?? null }, sight, closed: false }).installable;
}
