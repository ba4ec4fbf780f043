// The newest signed statement for a version, with the key that signed it and the version's state.
// Older statements (before a verdict change) are not served: the newest one is the current truth.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { describeVersionState } from "./describe-version-state";
import { findVisibleVersion } from "./find-visible-version";

export async function getVersionAttestation(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion(input);
  const [newest, total] = await Promise.all([
    db.attestation.findFirst({
      where: { versionId: version.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { payload: true, signature: true, keyId: true, createdAt: true, key: { select: { algorithm: true } } },
    }),
    db.attestation.count({ where: { versionId: version.id } }),
  ]);
  if (!newest) {
    throw new AppError("ATTESTATION_MISSING", `${skill.slug}@${version.version} has no signed statement.`, { details: { slug: skill.slug, version: version.version } });
  }
  const body = {
    slug: skill.slug,
    version: version.version,
    attestation: {
      payload: newest.payload,
      signature: newest.signature,
      keyId: newest.keyId,
      algorithm: newest.key.algorithm,
      createdAt: newest.createdAt.toISOString(),
      statement: JSON.parse(newest.payload) as unknown,
    },
    supersededCount: total - 1,
    state: describeVersionState(version, { privileged }),
  };
  return { privileged, body };
}
