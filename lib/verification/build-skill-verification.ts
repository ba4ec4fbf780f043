// GET /api/v1/skills/{slug}/verify: ClawHub's `clawhub.skill.verify.v1` answer for one version
// (OpenClaw's `skills verify`, and the record it keeps of every install): the decision, the Skill
// Card's location and hash, the exact files, where the bytes came from, the security block and,
// unlike ClawHub (which answers "unsigned"), our signed statement. Blocked and withdrawn versions
// are still answered, with ok:false, so copies already installed can be recognised.
import { createHash } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import type { VersionRef } from "@/lib/catalog/find-catalog-version";
import { loadVerificationTarget, type VerificationTarget } from "./load-verification-target";
import { presentProvenance } from "./present-provenance";
import { presentSecurity } from "./present-security";
import { renderSkillCard } from "./render-skill-card";
import { skillLinks } from "./skill-links";

export function checkedAtOf(target: Pick<VerificationTarget, "attestation" | "version">): number {
  // Every verdict change (rescan, moderator) re-signs the version: the newest statement dates it.
  return (target.attestation?.createdAt ?? target.version.createdAt).getTime();
}

export function shapeSkillVerification(target: VerificationTarget, baseUrl: string, tag: string | null) {
  const { skill, version, attestation } = target;
  const owner = skill.owner.handle;
  const links = skillLinks(baseUrl, owner, skill.slug, version.version);
  const { judgement } = target.status;
  // Blocked and malicious versions get no card, as on ClawHub: it would repeat the publisher's text.
  const card = judgement.blocked ? null : Buffer.from(renderSkillCard(target, baseUrl), "utf8");
  return {
    schema: "clawhub.skill.verify.v1" as const,
    ok: judgement.ok,
    decision: judgement.decision,
    reasons: judgement.reasons,
    slug: skill.slug,
    displayName: skill.displayName,
    pageUrl: links.page,
    publisherHandle: owner,
    publisherDisplayName: skill.owner.displayName,
    publisherProfileUrl: links.publisher,
    version: version.version,
    resolvedFrom: target.resolvedFrom,
    tag,
    createdAt: version.createdAt.getTime(),
    installable: judgement.installable,
    card: card
      ? {
          available: true,
          path: "skill-card.md",
          url: links.card,
          sha256: createHash("sha256").update(card).digest("hex"),
          size: card.length,
          contentType: "text/markdown; charset=utf-8",
        }
      : { available: false, path: "skill-card.md", url: null, sha256: null, size: null, contentType: null },
    artifact: {
      sourceFingerprint: version.fingerprint,
      bundleFingerprints: [] as string[],
      digest: version.digest,
      archiveSha256: version.zipSha256,
      archiveSize: version.zipSize,
      files: version.files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256, contentType: file.contentType })),
    },
    provenance: presentProvenance(version.provenance),
    security: presentSecurity(version, judgement, checkedAtOf(target)),
    signature: attestation
      ? {
          status: "signed" as const,
          algorithm: attestation.algorithm,
          keyId: attestation.keyId,
          payload: attestation.payload,
          signature: attestation.signature,
          createdAt: attestation.createdAt.getTime(),
          url: links.attestation,
          keysUrl: links.keys,
        }
      : { status: "unsigned" as const },
  };
}

export async function buildSkillVerification(input: { slug: string; ownerHandle?: string; viewer: Actor | null; baseUrl: string } & VersionRef) {
  const target = await loadVerificationTarget(input);
  return shapeSkillVerification(target, input.baseUrl, input.version === undefined ? (input.tag ?? null) : null);
}
