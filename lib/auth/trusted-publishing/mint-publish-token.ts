// Trusted publishing: a GitHub Actions run exchanges its OIDC token for a 15-minute token (never
// outliving the OIDC token) that may publish only the one skill whose owner trusted that
// repository (by GitHub's ids), workflow, and optionally environment and ref. The run's
// provenance rides on the token, so the version it publishes records where it came from.
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { GithubClient } from "@/lib/github/github-client";
import { canActFor, canSee, isRefusal, standingOf } from "@/lib/access";
import { createApiToken } from "../create-api-token";
import type { Provenance } from "../provenance";
import { confirmRepositoryIds } from "./confirm-repository-ids";
import { isPullRequestRef, matchesRegistration, parseWorkflowRef, type GithubOidcClaims } from "./github-oidc-claims";
import { oidcSettings, PUBLISH_TOKEN_TTL_SECONDS } from "./oidc-settings";
import { verifyGithubOidcToken } from "./verify-github-oidc-token";

function provenanceOf(claims: GithubOidcClaims, issuer: string): Provenance {
  return {
    kind: "github-actions",
    issuer,
    repository: claims.repository,
    repositoryId: claims.repository_id,
    commit: claims.sha,
    ref: claims.ref,
    workflowRef: claims.workflow_ref,
    workflow: parseWorkflowRef(claims.workflow_ref)?.workflow ?? claims.workflow_ref,
    runId: claims.run_id,
    ...(claims.run_attempt ? { runAttempt: claims.run_attempt } : {}),
    ...(claims.environment ? { environment: claims.environment } : {}),
  };
}

export async function mintPublishToken(input: { slug: string; oidcToken: string; now?: Date; ip?: string; client?: GithubClient }) {
  const now = input.now ?? new Date();
  const claims = await verifyGithubOidcToken({ token: input.oidcToken, now });
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: {
      id: true,
      slug: true,
      ownerId: true,
      deletedAt: true,
      moderation: true,
      visibility: true,
      owner: { select: { id: true, bannedAt: true } },
      trustedPublishers: {
        select: {
          id: true,
          repository: true,
          workflow: true,
          environment: true,
          ref: true,
          repositoryId: true,
          repositoryOwnerId: true,
          createdBy: { select: { id: true, role: true, bannedAt: true } },
        },
        // Pinned registrations first: an unpinned one is only asked about when no pinned one matches.
        orderBy: [{ repositoryId: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
      },
    },
  });
  const notFound = () => new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'. Publish its first version by hand, then add a trusted publisher.`);
  if (!skill || skill.deletedAt) throw notFound();
  const registration = skill.trustedPublishers.find((candidate) => matchesRegistration(candidate, claims));
  // Any GitHub workflow can sign a token: to one its skill does not trust, a skill an anonymous
  // visitor could not see (private, internal, hidden) does not exist, as on every read route.
  if (!registration && isRefusal(canSee(await standingOf(db, null, skill.ownerId), skill))) throw notFound();
  if (!registration) {
    throw new AppError("TRUSTED_PUBLISHER_MISMATCH", `No trusted publisher of '${skill.slug}' matches this workflow run.`, {
      details: {
        repository: claims.repository,
        workflowRef: claims.workflow_ref,
        environment: claims.environment ?? null,
        ref: claims.ref,
        ...(isPullRequestRef(claims.ref) ? { refused: "pull-request-ref" } : {}),
      },
    });
  }
  const ids = registration.repositoryId
    ? { repositoryId: registration.repositoryId, repositoryOwnerId: registration.repositoryOwnerId ?? claims.repository_owner_id }
    : await confirmRepositoryIds({ repository: registration.repository, claims, client: input.client });
  if (skill.owner.bannedAt) throw new AppError("ACCOUNT_BANNED", "The skill's owner is banned.");
  // A registration lasts only as long as its creator may still make it: someone removed from the
  // org (or demoted to publisher, or banned) leaves nothing behind that keeps publishing.
  const creator = registration.createdBy;
  if (creator.bannedAt || !(await canActFor(db, { userId: creator.id, role: creator.role }, skill.owner.id, "administer"))) {
    throw new AppError(
      "TRUSTED_PUBLISHER_REVOKED",
      `The trusted publisher of '${skill.slug}' was registered by someone who may no longer administer it; an owner must register it again.`,
      {
        details: { trustedPublisherId: registration.id },
      },
    );
  }

  const provenance = provenanceOf(claims, oidcSettings().issuer);
  const expiresAt = new Date(Math.min(now.getTime() + PUBLISH_TOKEN_TTL_SECONDS * 1000, claims.exp * 1000));
  return db.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a concurrent second use of the same token waits for this row and then inserts nothing.
    const { count } = await tx.usedOidcToken.createMany({ data: [{ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) }], skipDuplicates: true });
    if (count !== 1) throw new AppError("OIDC_TOKEN_REPLAYED", "This OIDC token was already exchanged; request a fresh one.");
    await tx.usedOidcToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 3_600_000) } } });
    // The name follows GitHub (a renamed repository keeps its id); the ids never change once pinned.
    await tx.trustedPublisher.update({ where: { id: registration.id }, data: { ...ids, repository: claims.repository, lastUsedAt: now } });
    const created = await createApiToken({
      userId: skill.owner.id,
      label: `GitHub Actions ${claims.repository} run ${claims.run_id}`.slice(0, 120),
      scopes: ["read", "publish"],
      kind: "OIDC",
      expiresAt,
      limitedToSkillId: skill.id,
      provenance,
      tx,
    });
    await recordAudit(tx, {
      actorId: null,
      action: "token.mint-oidc",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      data: { tokenId: created.id, trustedPublisherId: registration.id, ...provenance },
      ip: input.ip ?? null,
    });
    return { token: created.token, tokenId: created.id, expiresAt, skill: { id: skill.id, slug: skill.slug }, provenance };
  });
}
