// Everything the manage page shows an owner about one skill: state, topics, every version with
// its tags and review state, the pending transfer offer, GitHub sync and trusted publishers.
// Deleted, hidden and held skills included: the owner must be able to see and undo.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertCanManageSkill } from "@/lib/publish/can-manage-skill";
import { listVersionHistory } from "./list-version-history";

export async function getSkillManagement(input: { actor: Actor; slug: string }) {
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: {
      id: true, slug: true, displayName: true, ownerId: true, topics: true, moderation: true, moderationReason: true, deletedAt: true, deletedReason: true, slugReservedUntil: true,
      verdict: true, downloads: true, installs: true, stars: true,
      owner: { select: { handle: true, kind: true } },
      latestVersion: { select: { version: true } },
      githubSource: { select: { repository: true, ref: true, path: true, syncEnabled: true, lastSyncedAt: true, lastCommit: true } },
      _count: { select: { trustedPublishers: true } },
    },
  });
  if (!skill) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  await assertCanManageSkill(db, input.actor, skill);
  const [versions, transfer] = await Promise.all([
    listVersionHistory({ skillId: skill.id }),
    db.transferRequest.findFirst({
      where: { skillId: skill.id, status: "PENDING", expiresAt: { gt: new Date() } },
      select: { id: true, message: true, createdAt: true, expiresAt: true, toUser: { select: { handle: true } } },
    }),
  ]);
  const { _count, latestVersion, ...rest } = skill;
  return { skill: { ...rest, latestVersion: latestVersion?.version ?? null, trustedPublisherCount: _count.trustedPublishers }, versions, transfer };
}

export type SkillManagement = Awaited<ReturnType<typeof getSkillManagement>>;
