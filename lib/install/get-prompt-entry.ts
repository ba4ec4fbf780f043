// The <available_skills> entry for one installed version: name and description from its
// manifest, location where the caller installed it (default: clawhub's `skills/<slug>`), and
// whether the version conforms to the runtime's spec (Agent Skills by default): strict hosts leave
// non-conforming skills out of the prompt, so `strict` refuses them instead of serving an entry.
import { describeVersionState } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { compatibilityOf, manifestOf } from "@/lib/catalog/stored-columns";
import { AppError } from "@/lib/errors";
import type { RuntimeId } from "@/lib/skill-format";
import { buildPromptEntry, skillFileLocation } from "./build-prompt-entry";

export async function getPromptEntry(input: { actor: Actor | null; slug: string; version: string; dir?: string; runtime?: RuntimeId; strict?: boolean }) {
  const select = { manifest: true, compatibility: true, withdrawnReason: true, blockedReason: true } as const;
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  const manifest = manifestOf(version.manifest);
  const runtime = input.runtime ?? "agentskills";
  const verdict = compatibilityOf(version.compatibility)[runtime];
  const valid = verdict?.loads === true;
  const reason = valid ? null : (verdict?.reason ?? `Not checked against ${runtime}.`);
  if (input.strict && !valid) {
    throw new AppError("SKILL_NOT_CONFORMING", `${skill.slug}@${version.version} does not load under ${runtime} as-is: ${reason}`, {
      details: { slug: skill.slug, version: version.version, runtime, reason },
    });
  }
  const name = manifest.name ?? skill.slug;
  const description = manifest.description ?? "";
  const location = skillFileLocation(input.dir ?? `skills/${skill.slug}`, manifest.skillFile ?? "SKILL.md");
  return {
    sight,
    body: {
      slug: skill.slug,
      version: version.version,
      name,
      description,
      location,
      emoji: manifest.emoji ?? null,
      xml: buildPromptEntry({ name, description, location }),
      runtime,
      valid,
      invalidReason: reason,
      state: describeVersionState(status, version, sight),
    },
  };
}
