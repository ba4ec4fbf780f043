// GET /api/v1/skills/{slug}/card: the Skill Card of one version (render-skill-card.ts), or
// VERSION_BLOCKED for a blocked or malicious version, whose card /verify marks unavailable.
import type { Actor } from "@/lib/auth/actor";
import type { VersionRef } from "@/lib/catalog/find-catalog-version";
import { AppError } from "@/lib/errors";
import { loadVerificationTarget } from "./load-verification-target";
import { renderSkillCard } from "./render-skill-card";

export async function getSkillCard(input: { slug: string; ownerHandle?: string; viewer: Actor | null; baseUrl: string } & VersionRef) {
  const target = await loadVerificationTarget(input);
  const { skill, version } = target;
  if (target.status.judgement.blocked) {
    throw new AppError("VERSION_BLOCKED", `${skill.slug}@${version.version} is blocked; it has no Skill Card.`, {
      details: { slug: skill.slug, version: version.version },
    });
  }
  return { sight: target.sight, exact: target.resolvedFrom === "version", text: renderSkillCard(target, input.baseUrl) };
}
