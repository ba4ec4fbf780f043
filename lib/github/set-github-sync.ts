// Turns GitHub sync on or off for one imported skill. Turning it on re-checks, with GitHub, that
// the user may still import the repository: from then on the webhook publishes that repository's
// content under this skill, acting as this user.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, assertCanManageSkill } from "@/lib/publish/can-manage-skill";
import { assertCanImportRepository } from "./assert-can-import-repository";
import { createGithubClient } from "./create-github-client";
import { coordinatesOf, type GithubClient } from "./github-client";

export type GithubSyncState = { slug: string; syncEnabled: boolean; repository: string; ref: string; path: string };

export async function setGithubSync(input: { actor: Actor; slug: string; enabled: boolean; client?: GithubClient; ip?: string }): Promise<GithubSyncState> {
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: { id: true, slug: true, ownerId: true, deletedAt: true, owner: { select: { kind: true } }, githubSource: true },
  });
  if (!skill || skill.deletedAt) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  assertAccountAction(input.actor, "change GitHub sync");
  await assertCanManageSkill(db, input.actor, skill, "administer");
  const source = skill.githubSource;
  if (!source) throw new AppError("GITHUB_SOURCE_NOT_FOUND", `'${skill.slug}' was not imported from GitHub; import it first.`, { details: { slug: skill.slug } });

  if (input.enabled) {
    const client = input.client ?? createGithubClient();
    const repository = await client.getRepository(coordinatesOf({ fullName: source.repository }));
    await assertCanImportRepository({ client, actor: input.actor, repository, publisher: skill.owner });
  }
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.githubSource.update({
      where: { skillId: skill.id },
      data: { syncEnabled: input.enabled, syncActorId: input.enabled ? input.actor.userId : null },
    });
    await recordAudit(tx, {
      actorId: input.actor.userId, action: input.enabled ? "github.sync-enable" : "github.sync-disable", targetType: "skill", targetId: skill.id, skillId: skill.id,
      ip: input.ip ?? null, data: { repository: row.repository, ref: row.ref, path: row.path },
    });
    return row;
  });
  return { slug: skill.slug, syncEnabled: updated.syncEnabled, repository: updated.repository, ref: updated.ref, path: updated.path };
}
