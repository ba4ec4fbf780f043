// Remembers where an imported skill lives on GitHub (one row per skill; a re-import from another
// place replaces it), so its page can link the source and sync knows what to republish.
import { db } from "@/lib/db";

export type GithubSourceRecord = {
  skillId: string;
  repository: string;
  repositoryId: string;
  ref: string;
  path: string;
  commit: string;
  digest: string;
  /** Set: turn sync on (acting as this user) or off; undefined: keep what it was. */
  sync?: { enabled: true; actorId: string } | { enabled: false };
};

export async function recordGithubSource(record: GithubSourceRecord): Promise<{ syncEnabled: boolean }> {
  const sync = record.sync === undefined ? {} : { syncEnabled: record.sync.enabled, syncActorId: record.sync.enabled ? record.sync.actorId : null };
  const fields = {
    repository: record.repository,
    repositoryId: record.repositoryId,
    ref: record.ref,
    path: record.path,
    lastCommit: record.commit,
    lastDigest: record.digest,
    lastSyncedAt: new Date(),
  };
  return db.githubSource.upsert({
    where: { skillId: record.skillId },
    create: { skillId: record.skillId, ...fields, ...sync },
    update: { ...fields, ...sync },
    select: { syncEnabled: true },
  });
}
