// The per-repository webhook of a publisher's synced skills (GithubSyncHook): created when sync is
// first turned on for a repository, its secret rotated on request. The secret is shown to whoever
// administers the skills (to paste into GitHub's webhook settings) and never leaves lib/github
// otherwise.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";

export type SyncHookSettings = { id: string; path: string; secret: string; createdAt: Date; rotatedAt: Date | null; lastDeliveryAt: Date | null };

const newSecret = () => randomBytes(32).toString("base64url");

export function syncHookPath(id: string): string {
  return `/api/v1/github/webhook/${id}`;
}

/** The hook of (repository, publisher), created with a fresh secret when there is none. */
export async function ensureSyncHook(
  client: Tx | typeof db,
  input: { repositoryId: string; publisherId: string; actorId: string },
): Promise<{ id: string; created: boolean }> {
  const existing = await client.githubSyncHook.findUnique({
    where: { repositoryId_publisherId: { repositoryId: input.repositoryId, publisherId: input.publisherId } },
    select: { id: true },
  });
  if (existing) return { id: existing.id, created: false };
  const { count } = await client.githubSyncHook.createMany({
    data: [{ repositoryId: input.repositoryId, publisherId: input.publisherId, secret: newSecret(), createdById: input.actorId }],
    skipDuplicates: true,
  });
  const row = await client.githubSyncHook.findUniqueOrThrow({
    where: { repositoryId_publisherId: { repositoryId: input.repositoryId, publisherId: input.publisherId } },
    select: { id: true },
  });
  return { id: row.id, created: count === 1 };
}

export async function readSyncHook(input: { repositoryId: string; publisherId: string }): Promise<SyncHookSettings | null> {
  const row = await db.githubSyncHook.findUnique({
    where: { repositoryId_publisherId: input },
    select: { id: true, secret: true, createdAt: true, rotatedAt: true, lastDeliveryAt: true },
  });
  return row ? { ...row, path: syncHookPath(row.id) } : null;
}

/** A new secret for the hook (the old one stops verifying at once). */
export async function rotateSyncHookSecret(client: Tx | typeof db, input: { hookId: string; now?: Date }): Promise<void> {
  await client.githubSyncHook.update({ where: { id: input.hookId }, data: { secret: newSecret(), rotatedAt: input.now ?? new Date() } });
}
