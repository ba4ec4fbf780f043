// An owner (in an org: an owner or admin member) allows a GitHub workflow to publish their skill
// without a long-lived token. The repository is looked up on GitHub now and its numeric id and its
// owner's id are pinned, so the first workflow run to call cannot choose them, and a repository
// re-created under the same name (or transferred to someone else) never matches.
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createGithubClient } from "@/lib/github/create-github-client";
import { coordinatesOf, type GithubClient } from "@/lib/github/github-client";
import { trustedPublisherInputSchema, type TrustedPublisherInput } from "../schemas/trusted-publisher-input";
import { findManagedSkill } from "./find-managed-skill";
import { trustedPublisherSelect, type TrustedPublisherView } from "./trusted-publisher-view";

const MAX_PER_SKILL = 20;

export async function addTrustedPublisher(input: {
  actor: Actor;
  slug: string;
  publisher: TrustedPublisherInput;
  ip?: string;
  client?: GithubClient;
}): Promise<TrustedPublisherView> {
  const publisher = trustedPublisherInputSchema.parse(input.publisher);
  const skill = await findManagedSkill({ actor: input.actor, slug: input.slug });
  // GitHub answers 404 for a repository that does not exist or that our token cannot see.
  const repository = await (input.client ?? createGithubClient()).getRepository(coordinatesOf({ fullName: publisher.repository }));
  return db.$transaction(async (tx) => {
    const existing = await tx.trustedPublisher.findMany({
      where: { skillId: skill.id },
      select: { repository: true, repositoryId: true, workflow: true, environment: true },
    });
    // The unique index treats a missing environment as distinct (NULL), so duplicates are checked here.
    const duplicate = existing.some(
      (row) =>
        (row.repositoryId === repository.id || row.repository.toLowerCase() === repository.fullName.toLowerCase()) &&
        row.workflow === publisher.workflow &&
        (row.environment ?? "") === (publisher.environment ?? ""),
    );
    if (duplicate) throw new AppError("TRUSTED_PUBLISHER_EXISTS", "That repository and workflow are already trusted for this skill.");
    if (existing.length >= MAX_PER_SKILL) throw new AppError("VALIDATION_FAILED", `A skill can have at most ${MAX_PER_SKILL} trusted publishers.`);
    const row = await tx.trustedPublisher.create({
      data: {
        skillId: skill.id,
        repository: repository.fullName,
        repositoryId: repository.id,
        repositoryOwnerId: repository.owner.id,
        workflow: publisher.workflow,
        environment: publisher.environment ?? null,
        ref: publisher.ref ?? null,
        createdById: input.actor.userId,
      },
      select: trustedPublisherSelect,
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "trusted-publisher.add",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      data: {
        id: row.id,
        repository: row.repository,
        repositoryId: row.repositoryId,
        repositoryOwnerId: row.repositoryOwnerId,
        workflow: row.workflow,
        environment: row.environment,
        ref: row.ref,
      },
      ip: input.ip ?? null,
    });
    return row;
  });
}
