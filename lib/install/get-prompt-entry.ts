// The <available_skills> entry for one installed version: name and description from its
// manifest, location where the caller installed it (default: clawhub's `skills/<slug>`).
import type { Actor } from "@/lib/auth/actor";
import type { SkillManifest } from "@/lib/skill-format";
import { describeVersionState } from "@/lib/trust/describe-version-state";
import { findVisibleVersion } from "@/lib/trust/find-visible-version";
import { buildPromptEntry, skillFileLocation } from "./build-prompt-entry";

export async function getPromptEntry(input: { actor: Actor | null; slug: string; version: string; dir?: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { manifest: true } });
  const manifest = version.manifest as unknown as SkillManifest;
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
      xml: buildPromptEntry({ name, description, location }),
      state: describeVersionState(version, { privileged }),
    },
  };
}
