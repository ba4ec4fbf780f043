// Install hints for one version of a skill (default: the `latest` tag, i.e. the newest installable).
import { describeVersionState } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { manifestOf } from "@/lib/catalog/stored-columns";
import type { OsId } from "@/lib/skill-format";
import { buildInstallHints } from "./build-install-hints";

export async function getInstallHints(input: { actor: Actor | null; slug: string; os: OsId; version?: string; have?: string[]; env?: string[] }) {
  // No version named: the latest installable one (NO_INSTALLABLE_VERSION when there is none).
  const select = { manifest: true, withdrawnReason: true, blockedReason: true } as const;
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  const manifest = manifestOf(version.manifest);
  return {
    sight,
    body: {
      slug: skill.slug,
      name: manifest.name ?? null,
      emoji: manifest.emoji ?? null,
      version: version.version,
      state: describeVersionState(status, version, sight),
      ...buildInstallHints({ manifest, os: input.os, have: input.have, env: input.env }),
    },
  };
}
