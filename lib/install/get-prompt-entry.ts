// The <available_skills> entry for one installed version: name and description from its
// manifest, location where the caller installed it (default: clawhub's `skills/<slug>`), and
// whether the version conforms to the runtime's spec (Agent Skills by default): strict hosts leave
// non-conforming skills out of the prompt, so `strict` refuses them instead of serving an entry.
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import type { RuntimeId, SkillManifest } from "@/lib/skill-format";
import { describeVersionState } from "@/lib/trust/describe-version-state";
import { findVisibleVersion } from "@/lib/trust/find-visible-version";
import { buildPromptEntry, skillFileLocation } from "./build-prompt-entry";

type Compatibility = Partial<Record<RuntimeId, { loads?: boolean; reason?: string }>>;

export async function getPromptEntry(input: { actor: Actor | null; slug: string; version: string; dir?: string; runtime?: RuntimeId; strict?: boolean }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { manifest: true, compatibility: true } });
  const manifest = version.manifest as unknown as SkillManifest;
  const runtime = input.runtime ?? "agentskills";
  const verdict = (version.compatibility as Compatibility | null)?.[runtime];
  const valid = verdict?.loads === true;
  const reason = valid ? null : (verdict?.reason ?? `Not checked against ${runtime}.`);
  if (input.strict && !valid) {
    throw new AppError("SKILL_NOT_CONFORMING", `${skill.slug}@${version.version} does not load under ${runtime} as-is: ${reason}`, { details: { slug: skill.slug, version: version.version, runtime, reason } });
  }
  const name = manifest.name ?? skill.slug;
  const description = manifest.description ?? "";
  const location = skillFileLocation(input.dir ?? `skills/${skill.slug}`, manifest.skillFile ?? "SKILL.md");
  return {
    privileged,
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
      state: describeVersionState(version, { privileged }),
    },
  };
}
