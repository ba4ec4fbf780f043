// One push or release → every synced skill of that repository it concerns. A delivery only says
// "something changed in repository #id"; everything else is asked of GitHub by that id: which
// sources it concerns (matched by the id pinned at import, never by name), the repository's
// current name, the commit the tracked ref points at now (a push naming any other commit, such as
// a fork's or a pull request's, publishes nothing), and the tarball of that commit (downloaded
// once, and only when some skill follows the ref).
import { db, type Prisma } from "@/lib/db";
import type { GithubClient } from "./github-client";
import { loadSnapshot } from "./load-snapshot";
import { syncGithubSource, type SyncOutcome, type SyncSourceRow } from "./sync-github-source";

export type RepositoryEvent = {
  repository: { id: string; fullName: string };
  /** Full git ref ("refs/heads/main", "refs/tags/v1.2.0"). */
  ref: string;
  commit: string;
  /** Set for releases: every synced skill of the repository follows, whatever branch it tracks. */
  tagName?: string;
};

/**
 * Which sources a delivery may touch: those of the publisher whose webhook (and secret) received
 * it, or, on the legacy registry-wide secret, only sources whose publisher has no webhook of its
 * own for that repository yet (docs/github-import.md, "Migrating from GITHUB_WEBHOOK_SECRET").
 */
export type SyncScope = { kind: "hook"; publisherId: string } | { kind: "legacy" };

/** A source tracking "main" follows pushes to refs/heads/main; one tracking a tag, pushes of that tag. */
export function tracksRef(sourceRef: string, eventRef: string): boolean {
  return eventRef === sourceRef || eventRef === `refs/heads/${sourceRef}` || eventRef === `refs/tags/${sourceRef}`;
}

/** GitHub's commits endpoint names branches "heads/x" and tags "tags/x". */
function apiRef(ref: string): string {
  return ref.replace(/^refs\//, "");
}

function scopeWhere(scope: SyncScope, repositoryId: string): Prisma.GithubSourceWhereInput {
  if (scope.kind === "hook") return { skill: { ownerId: scope.publisherId } };
  return { skill: { owner: { githubSyncHooks: { none: { repositoryId } } } } };
}

export async function syncGithubRepository(input: { client: GithubClient; event: RepositoryEvent; scope: SyncScope }): Promise<SyncOutcome[]> {
  const { event, client } = input;
  const repositoryId = event.repository.id;
  const rows: SyncSourceRow[] = await db.githubSource.findMany({
    where: { syncEnabled: true, repositoryId, ...scopeWhere(input.scope, repositoryId) },
    include: { skill: { select: { slug: true, deletedAt: true, ownerId: true } }, syncActor: { select: { id: true, handle: true, role: true } } },
    orderBy: { path: "asc" },
  });
  const following = rows.filter((row) => event.tagName !== undefined || tracksRef(row.ref, event.ref));
  if (following.length === 0) return [];
  // A commit a source already synced (lastCommit is written only once it published or was found
  // unchanged) has nothing new for it: answered without asking GitHub, so a signed delivery replayed
  // under fresh delivery ids (the signature does not cover the id) costs no download, scan or quota.
  const outcomes = new Map<string, SyncOutcome>();
  for (const source of following) {
    const base = { slug: source.skill.slug, path: source.path, version: null, error: null };
    if (source.skill.deletedAt) outcomes.set(source.skillId, { ...base, status: "skipped" });
    else if (source.lastCommit === event.commit) outcomes.set(source.skillId, { ...base, status: "unchanged" });
  }
  const sources = following.filter((source) => !outcomes.has(source.skillId));
  const inOrder = () => following.map((source) => outcomes.get(source.skillId)!);
  if (sources.length === 0) return inOrder();

  const repository = await client.getRepository({ repositoryId });
  if (event.tagName === undefined) {
    const head = await client.findCommit({ repositoryId, ref: apiRef(event.ref) });
    if (head !== event.commit) {
      const error = {
        code: "GITHUB_COMMIT_NOT_HEAD",
        message: `${event.commit.slice(0, 7)} is not where ${event.ref} of ${repository.fullName} points now; nothing was published.`,
      };
      for (const source of sources) outcomes.set(source.skillId, { slug: source.skill.slug, path: source.path, status: "skipped", version: null, error });
      return inOrder();
    }
  }
  const snapshot = await loadSnapshot({ client, repository, commit: event.commit });
  for (const source of sources) {
    outcomes.set(
      source.skillId,
      await syncGithubSource({ source, snapshot, repository: repository.fullName, ref: event.ref, commit: event.commit, tagName: event.tagName }),
    );
  }
  return inOrder();
}
