// Turns GitHub sync on or off for one imported skill (owners; in an org, owners and admins).
// Turning it on re-checks, with GitHub, that the user may still import the repository (looked up
// by the id pinned at import; a source from before pinning is pinned now), and makes sure the
// publisher has a webhook of its own for that repository (URL and secret on the manage page): from
// then on deliveries to it publish that repository's content under this skill, acting as this user.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, assertCanManageSkill, skillNotFound } from "@/lib/access";
import { assertCanImportRepository } from "./assert-can-import-repository";
import { createGithubClient } from "./create-github-client";
import { coordinatesOf, type GithubClient } from "./github-client";
import { ensureSyncHook, syncHookPath } from "./sync-hooks";

export type GithubSyncState = { slug: string; syncEnabled: boolean; repository: string; ref: string; path: string; webhookPath: string | null };

export async function setGithubSync(input: { actor: Actor; slug: string; enabled: boolean; client?: GithubClient; ip?: string }): Promise<GithubSyncState> {
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: { id: true, slug: true, ownerId: true, moderation: true, deletedAt: true, visibility: true, owner: { select: { kind: true } }, githubSource: true },
  });
  if (!skill || skill.deletedAt) throw skillNotFound(input.slug);
  assertAccountAction(input.actor, "change GitHub sync");
  await assertCanManageSkill(db, input.actor, skill, "administer");
  const source = skill.githubSource;
  if (!source)
    throw new AppError("GITHUB_SOURCE_NOT_FOUND", `'${skill.slug}' was not imported from GitHub; import it first.`, { details: { slug: skill.slug } });

  let repository = null;
  if (input.enabled) {
    const client = input.client ?? createGithubClient();
    repository = await client.getRepository(source.repositoryId ? { repositoryId: source.repositoryId } : coordinatesOf({ fullName: source.repository }));
    await assertCanImportRepository({ client, actor: input.actor, repository, publisher: skill.owner });
  }
  return db.$transaction(async (tx) => {
    const row = await tx.githubSource.update({
      where: { skillId: skill.id },
      data: {
        syncEnabled: input.enabled,
        syncActorId: input.enabled ? input.actor.userId : null,
        ...(repository ? { repositoryId: repository.id, repository: repository.fullName } : {}),
      },
    });
    const hook = repository ? await ensureSyncHook(tx, { repositoryId: repository.id, publisherId: skill.ownerId, actorId: input.actor.userId }) : null;
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: input.enabled ? "github.sync-enable" : "github.sync-disable",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: {
        repository: row.repository,
        repositoryId: row.repositoryId,
        ref: row.ref,
        path: row.path,
        ...(hook ? { hookId: hook.id, hookCreated: hook.created } : {}),
      },
    });
    return {
      slug: skill.slug,
      syncEnabled: row.syncEnabled,
      repository: row.repository,
      ref: row.ref,
      path: row.path,
      webhookPath: hook ? syncHookPath(hook.id) : null,
    };
  });
}
