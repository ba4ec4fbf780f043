// Marks one (or all) of the caller's notifications read. Someone else's id changes nothing.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";

export async function markNotificationsRead(input: { actor: Actor; id?: string; now?: Date }): Promise<{ updated: number }> {
  const { count } = await db.notification.updateMany({
    where: { userId: input.actor.userId, readAt: null, ...(input.id ? { id: input.id } : {}) },
    data: { readAt: input.now ?? new Date() },
  });
  return { updated: count };
}
