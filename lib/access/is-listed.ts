// Whether a skill is listed: findable by anyone in search, lists, categories, the home page and the
// sitemap. The search documents hold exactly these skills (lib/search/build-search-document.ts), so
// every listing surface asks this through them.
import { publicSight, isRefusal, type SkillState } from "./can-see";
import { versionStatus, type VersionRow } from "./version-status";

export function isListed(skill: Pick<SkillState, "moderation" | "deletedAt" | "visibility">, latest: VersionRow | null): boolean {
  // An anonymous visitor has no relation to any publisher: the skill's ids play no part.
  const sight = publicSight({ id: "", ownerId: "", ...skill });
  if (isRefusal(sight) || !latest) return false;
  return versionStatus({ skill, version: latest, sight, closed: false }).installable;
}
