// Which version a local folder is, by the clawhub CLI's fingerprint (sha256 over sorted
// "path:sha256" lines): how `update` spots local edits and `publish`/`sync` skip unchanged skills.
import { versionStatus, visibleVersionWhere } from "@/lib/access";
import { db } from "@/lib/db";
import { compareSemver, parseSemver } from "@/lib/ids";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";

export async function resolveByFingerprint(input: SkillLookup & { hash: string }) {
  const { skill, sight } = await findCatalogSkill(input);
  const [matches, latest] = await Promise.all([
    db.skillVersion.findMany({
      where: { skillId: skill.id, fingerprint: input.hash, ...visibleVersionWhere(sight) },
      select: { version: true, digest: true, verdict: true, withdrawnAt: true, blockedAt: true, orgReview: true, publishedById: true },
    }),
    skill.latestVersionId ? db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select: { version: true, digest: true } }) : null,
  ]);
  // Identical content published under several numbers: the highest one names it.
  const match = matches.sort((a, b) => compareSemver(parseSemver(b.version)!, parseSemver(a.version)!))[0] ?? null;
  return {
    sight,
    body: {
      slug: skill.slug,
      match: match ? { version: match.version, digest: match.digest, status: versionStatus({ skill, version: match, sight }).state } : null,
      latestVersion: latest ? { version: latest.version, digest: latest.digest } : null,
    },
  };
}
