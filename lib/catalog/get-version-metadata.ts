// One version's runtime metadata (Agent OS `get_metadata`, Ash's settings, OpenClaw's invocation
// fields), as the caller may see the version: withdrawn and blocked ones say so in `state`.
import type { Actor } from "@/lib/auth/actor";
import { describeVersionState } from "@/lib/trust/describe-version-state";
import { findVisibleVersion } from "@/lib/trust/find-visible-version";
import { presentSkillMetadataDetail } from "./present-manifest";

export async function getVersionMetadata(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { manifest: true } });
  return {
    privileged,
    body: { slug: skill.slug, registryVersion: version.version, ...presentSkillMetadataDetail(version.manifest), state: describeVersionState(version, { privileged }) },
  };
}
