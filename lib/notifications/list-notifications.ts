// A person's recent notifications, newest first (dashboard). Each names the skill by slug and
// says what happened with a fixed label; hidden-skill notices carry whether an appeal is open.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";

export const NOTIFICATIONS_SHOWN = 20;

export async function listNotifications(input: { actor: Actor; unreadOnly?: boolean }) {
  const rows = await db.notification.findMany({
    where: { userId: input.actor.userId, ...(input.unreadOnly ? { readAt: null } : {}) },
    orderBy: { createdAt: "desc" },
    take: NOTIFICATIONS_SHOWN,
    select: { id: true, kind: true, skillId: true, data: true, readAt: true, createdAt: true },
  });
  const skillIds = [...new Set(rows.map((row) => row.skillId).filter((id): id is string => id !== null))];
  const skills = await db.skill.findMany({
    where: { id: { in: skillIds } },
    select: {
      id: true,
      slug: true,
      moderation: true,
      deletedAt: true,
      visibility: true,
      owner: { select: { handle: true } },
      appeals: { where: { status: "OPEN" }, select: { id: true } },
    },
  });
  const byId = new Map(skills.map((skill) => [skill.id, skill]));
  return rows.map((row) => {
    const skill = row.skillId ? byId.get(row.skillId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      data: row.data,
      read: row.readAt !== null,
      createdAt: row.createdAt,
      skill: skill
        ? {
            slug: skill.slug,
            ownerHandle: skill.owner.handle,
            moderation: skill.moderation,
            deleted: skill.deletedAt !== null,
            appealOpen: skill.appeals.length > 0,
          }
        : null,
    };
  });
}

export type NotificationItem = Awaited<ReturnType<typeof listNotifications>>[number];
