// A skill as installers and `clawhub inspect` read it: summary, dist-tags, counters, the latest
// installable version, what it needs on the machine, its owner and its trust state.
import { neverInstallableVersionWhere, type Sight } from "@/lib/access";
import { db } from "@/lib/db";
import type { SkillDetail } from "@/lib/api-schemas/skill-detail";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { presentLatestVersion, presentMetadata, presentModeration, presentOwner, presentSkillSummary, presentTags } from "./present-skill";

const latestSelect = {
  version: true,
  createdAt: true,
  changelog: true,
  digest: true,
  manifest: true,
  verdict: true,
  verdictSummary: true,
  scannerVersion: true,
  reviewState: true,
  scanReport: true,
} as const;

export async function getSkillDetail(lookup: SkillLookup): Promise<{ detail: SkillDetail; sight: Sight }> {
  const { skill, sight } = await findCatalogSkill(lookup);
  const [latest, tags, blocked] = await Promise.all([
    skill.latestVersionId ? db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select: latestSelect }) : null,
    db.distTag.findMany({
      where: { skillId: skill.id },
      orderBy: { tag: "asc" },
      select: { tag: true, version: { select: { version: true, withdrawnAt: true, blockedAt: true, verdict: true, orgReview: true } } },
    }),
    skill.latestVersionId ? 0 : db.skillVersion.count({ where: { skillId: skill.id, ...neverInstallableVersionWhere } }),
  ]);
  return {
    sight,
    detail: {
      skill: presentSkillSummary(skill, presentTags(skill, tags), latest),
      latestVersion: latest ? presentLatestVersion(latest) : null,
      metadata: latest ? presentMetadata(latest.manifest) : null,
      owner: presentOwner(skill.owner),
      moderation: presentModeration({ skill, latest, allBlocked: blocked > 0 }),
    },
  };
}
