// The webhook settings of a synced skill, for whoever administers it (the manage page): the URL
// path to give GitHub and its secret, and rotating that secret. One webhook serves every skill the
// publisher syncs from that repository.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, assertCanManageSkill, skillNotFound } from "@/lib/access";
import { readSyncHook, rotateSyncHookSecret, type SyncHookSettings } from "./sync-hooks";

async function findSyncedSkill(input: { actor: Actor; slug: string }) {
  assertAccountAction(input.actor, "read webhook secrets");
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: { id: true, slug: true, ownerId: true, moderation: true, deletedAt: true, visibility: true, githubSource: { select: { repositoryId: true } } },
  });
  if (!skill) throw skillNotFound(input.slug);
  await assertCanManageSkill(db, input.actor, skill, "administer");
  return skill;
}

/** null: the skill is not imported, or sync was never turned on for its repository. */
export async function getGithubWebhook(input: { actor: Actor; slug: string }): Promise<SyncHookSettings | null> {
  const skill = await findSyncedSkill(input);
  const repositoryId = skill.githubSource?.repositoryId;
  return repositoryId ? readSyncHook({ repositoryId, publisherId: skill.ownerId }) : null;
}

export async function rotateGithubWebhookSecret(input: { actor: Actor; slug: string; ip?: string }): Promise<SyncHookSettings> {
  const skill = await findSyncedSkill(input);
  const repositoryId = skill.githubSource?.repositoryId;
  const hook = repositoryId ? await readSyncHook({ repositoryId, publisherId: skill.ownerId }) : null;
  if (!hook) throw new AppError("GITHUB_SOURCE_NOT_FOUND", `'${skill.slug}' has no GitHub webhook yet; turn sync on first.`, { details: { slug: skill.slug } });
  await db.$transaction(async (tx) => {
    await rotateSyncHookSecret(tx, { hookId: hook.id });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "github.webhook-rotate",
      targetType: "github-source",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { hookId: hook.id },
    });
  });
  return (await readSyncHook({ repositoryId: repositoryId!, publisherId: skill.ownerId }))!;
}
