// One version's runtime metadata (Agent OS `get_metadata`, Ash's settings, OpenClaw's invocation
// fields), as the caller may see the version: withdrawn and blocked ones say so in `state`.
import { describeVersionState } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "./find-visible-version";
import { presentSkillMetadataDetail } from "./present-manifest";

export async function getVersionMetadata(input: { actor: Actor | null; slug: string; version: string }) {
  const select = { manifest: true, withdrawnReason: true, blockedReason: true } as const;
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  return {
    sight,
    body: {
      slug: skill.slug,
      registryVersion: version.version,
      ...presentSkillMetadataDetail(version.manifest),
      state: describeVersionState(status, version, sight),
    },
  };
}
