// Everything the manage page shows an owner about one skill: state, topics, every version with
// its tags, review state and status, the pending transfer offer, GitHub sync and trusted
// publishers. Deleted, hidden and held skills included: the owner must be able to see and undo.
// Who may not see the skill learns nothing more than on its page (SKILL_NOT_FOUND / SKILL_GONE);
// who sees it but may not publish for it gets NOT_SKILL_OWNER.
import { canManage, manageRefusal, seeSkill, skillNotFound } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { listVersionHistory } from "./list-version-history";

export async function getSkillManagement(input: { actor: Actor; slug: string }) {
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: {
      id: true,
      slug: true,
      displayName: true,
      ownerId: true,
      topics: true,
      moderation: true,
      moderationReason: true,
      deletedAt: true,
      visibility: true,
      deletedReason: true,
      slugReservedUntil: true,
      verdict: true,
      downloads: true,
      installs: true,
      stars: true,
      owner: { select: { handle: true, kind: true } },
      latestVersion: { select: { version: true } },
      githubSource: { select: { repository: true, ref: true, path: true, syncEnabled: true, lastSyncedAt: true, lastCommit: true } },
      _count: { select: { trustedPublishers: true } },
    },
  });
  if (!skill) throw skillNotFound(input.slug);
  const sight = await seeSkill({ viewer: input.actor, skill, asked: input.slug });
  if (!canManage(sight.standing, skill, "publish")) throw manageRefusal(sight.standing, skill, "publish");
  const [versions, transfer] = await Promise.all([
    listVersionHistory({ skill, sight }),
    db.transferRequest.findFirst({
      where: { skillId: skill.id, status: "PENDING", expiresAt: { gt: new Date() } },
      select: { id: true, message: true, createdAt: true, expiresAt: true, toUser: { select: { handle: true } } },
    }),
  ]);
  const { _count, latestVersion, ...rest } = skill;
  return { skill: { ...rest, latestVersion: latestVersion?.version ?? null, trustedPublisherCount: _count.trustedPublishers }, versions, transfer };
}

export type SkillManagement = Awaited<ReturnType<typeof getSkillManagement>>;
