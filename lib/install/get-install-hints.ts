// Install hints for one version of a skill (default: the `latest` tag, i.e. the newest installable).
import type { Actor } from "@/lib/auth/actor";
import { AppError, isAppError } from "@/lib/errors";
import type { OsId, SkillManifest } from "@/lib/skill-format";
import { describeVersionState } from "@/lib/trust/describe-version-state";
import { findVisibleVersion } from "@/lib/trust/find-visible-version";
import { buildInstallHints } from "./build-install-hints";

export async function getInstallHints(input: { actor: Actor | null; slug: string; os: OsId; version?: string; have?: string[]; env?: string[] }) {
  const found = await findVisibleVersion({ actor: input.actor, slug: input.slug, version: input.version ?? "latest", select: { manifest: true } }).catch((error: unknown) => {
    // No `latest` tag means nothing is installable (refreshSkillState keeps the tag otherwise).
    if (input.version === undefined && isAppError(error) && error.code === "VERSION_NOT_FOUND") {
      throw new AppError("NO_INSTALLABLE_VERSION", `${input.slug} has no installable version.`, { details: { slug: input.slug } });
    }
    throw error;
  });
  const { skill, privileged, version } = found;
  const manifest = version.manifest as unknown as SkillManifest;
  return {
    privileged,
    body: {
      slug: skill.slug,
      name: manifest.name ?? null,
      emoji: manifest.emoji ?? null,
      version: version.version,
      state: describeVersionState(version, { privileged }),
      ...buildInstallHints({ manifest, os: input.os, have: input.have, env: input.env }),
    },
  };
}
