// The newest signed statement for a version, with the key that signed it and the version's state.
// Older statements (before a verdict change) are not served: the newest one is the current truth.
import { describeVersionState, type VersionReasons, type VersionStatus } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { AppError } from "@/lib/errors";
import { findNewestAttestation, type NewestAttestation } from "./find-newest-attestation";

/** The attestation body for a version row already read (and already checked visible to the caller). */
export function shapeVersionAttestation(input: {
  slug: string;
  privileged: boolean;
  status: VersionStatus;
  version: VersionReasons & { version: string };
  newest: NewestAttestation;
}) {
  const { newest, version } = input;
  return {
    slug: input.slug,
    version: version.version,
    attestation: {
      payload: newest.payload,
      signature: newest.signature,
      keyId: newest.keyId,
      algorithm: newest.algorithm,
      createdAt: newest.createdAt.toISOString(),
      statement: JSON.parse(newest.payload) as unknown,
    },
    supersededCount: newest.total - 1,
    state: describeVersionState(input.status, version, { privileged: input.privileged }),
  };
}

export async function getVersionAttestation(input: { actor: Actor | null; slug: string; version: string }) {
  const select = { withdrawnReason: true, blockedReason: true } as const;
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  const newest = await findNewestAttestation({ versionId: version.id });
  if (!newest) {
    throw new AppError("ATTESTATION_MISSING", `${skill.slug}@${version.version} has no signed statement.`, {
      details: { slug: skill.slug, version: version.version },
    });
  }
  return { sight, body: shapeVersionAttestation({ slug: skill.slug, privileged: sight.privileged, status, version, newest }) };
}
