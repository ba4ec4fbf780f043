// The newest signed statement for a version, with the key that signed it and the version's state.
// Older statements (before a verdict change) are not served: the newest one is the current truth.
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { describeVersionState, type VersionStateInput } from "./describe-version-state";
import { findNewestAttestation, type NewestAttestation } from "./find-newest-attestation";
import { findVisibleVersion } from "./find-visible-version";

/** The attestation body for a version row already read (and already checked visible to the caller). */
export function shapeVersionAttestation(input: { slug: string; privileged: boolean; version: VersionStateInput & { version: string }; newest: NewestAttestation }) {
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
    state: describeVersionState(version, { privileged: input.privileged }),
  };
}

export async function getVersionAttestation(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion(input);
  const newest = await findNewestAttestation({ versionId: version.id });
  if (!newest) {
    throw new AppError("ATTESTATION_MISSING", `${skill.slug}@${version.version} has no signed statement.`, { details: { slug: skill.slug, version: version.version } });
  }
  return { privileged, body: shapeVersionAttestation({ slug: skill.slug, privileged, version, newest }) };
}
