// One push or release → every synced skill of that repository it concerns. The tarball of the
// event's commit is downloaded once (and only when some skill is synced from there).
import { db } from "@/lib/db";
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

/** A source tracking "main" follows pushes to refs/heads/main; one tracking a tag, pushes of that tag. */
export function tracksRef(sourceRef: string, eventRef: string): boolean {
  return eventRef === sourceRef || eventRef === `refs/heads/${sourceRef}` || eventRef === `refs/tags/${sourceRef}`;
}

export async function syncGithubRepository(input: { client: GithubClient; event: RepositoryEvent }): Promise<SyncOutcome[]> {
  const { event } = input;
  const rows: SyncSourceRow[] = await db.githubSource.findMany({
    where: { syncEnabled: true, OR: [{ repositoryId: event.repository.id }, { repository: { equals: event.repository.fullName, mode: "insensitive" } }] },
    include: { skill: { select: { slug: true, deletedAt: true } }, syncActor: { select: { id: true, handle: true, role: true } } },
    orderBy: { path: "asc" },
  });
  const sources = rows.filter((row) => event.tagName !== undefined || tracksRef(row.ref, event.ref));
  if (sources.length === 0) return [];
  const snapshot = await loadSnapshot({ client: input.client, repository: event.repository, commit: event.commit });
  const outcomes: SyncOutcome[] = [];
  for (const source of sources) {
    outcomes.push(await syncGithubSource({ source, snapshot, repository: event.repository.fullName, ref: event.ref, commit: event.commit, tagName: event.tagName }));
  }
  return outcomes;
}
