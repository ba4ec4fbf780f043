// Republishes one synced skill from a new commit: unchanged content (same digest as last time) is
// skipped; changed content is published as the frontmatter version or the next patch, or for a
// release as its tag's version when that is above every published one (else nothing:
// pick-sync-version.ts), acting as the user who turned sync on, with their rights as they are now:
// a ban, or no longer administering the skill (left the org, demoted to publisher), stops sync.
// What sync does is attributed to sync (actor.automation): a blocked publish is not charged to that user.
import type { Actor } from "@/lib/auth/actor";
import { tokenRole } from "@/lib/auth/scopes";
import { db, type GithubSource, type Role } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { preparePublication, publishVersion } from "@/lib/publish";
import { canActFor } from "@/lib/access";
import { pickReleaseVersion, pickSyncVersion } from "./pick-sync-version";
import { hasSkillFile, skillBundleInput } from "./skill-bundle-input";
import type { RepositorySnapshot } from "./types";

export type SyncOutcome = {
  slug: string;
  path: string;
  status: "published" | "held" | "unchanged" | "skipped" | "failed";
  version: string | null;
  error: { code: string; message: string } | null;
};

export type SyncSourceRow = GithubSource & {
  skill: { slug: string; deletedAt: Date | null; ownerId: string };
  syncActor: { id: string; handle: string; role: Role } | null;
};

export async function syncGithubSource(input: {
  source: SyncSourceRow;
  snapshot: RepositorySnapshot;
  repository: string;
  /** Full git ref of the event ("refs/heads/main", "refs/tags/v1.2.0"). */
  ref: string;
  commit: string;
  tagName?: string;
}): Promise<SyncOutcome> {
  const { source, snapshot } = input;
  const base = { slug: source.skill.slug, path: source.path };
  if (source.skill.deletedAt) return { ...base, status: "skipped", version: null, error: null };
  try {
    if (!source.syncActor) throw new AppError("FORBIDDEN", "Nobody is set to publish for this sync any more; turn sync on again.");
    if (
      !(await canActFor(db, { userId: source.syncActor.id, role: tokenRole(source.syncActor.role, ["read", "publish"]) }, source.skill.ownerId, "administer"))
    ) {
      throw new AppError(
        "ORG_ROLE_REQUIRED",
        `@${source.syncActor.handle}, who turned sync on, may no longer administer this skill; an owner or admin must turn sync on again.`,
      );
    }
    if (!hasSkillFile(snapshot, source.path)) {
      throw new AppError("GITHUB_SKILL_NOT_FOUND", `No SKILL.md in "${source.path || "/"}" at ${input.commit.slice(0, 7)}.`, {
        details: { path: source.path },
      });
    }
    const repositoryName = input.repository.slice(input.repository.indexOf("/") + 1);
    const prepared = await preparePublication({ bundle: skillBundleInput({ snapshot, path: source.path, repositoryName }) });
    // The repository may have been renamed since the import; its id matched, its name is refreshed.
    const synced = { repository: input.repository, lastCommit: input.commit, lastSyncedAt: new Date() };
    if (prepared.bundle.digest === source.lastDigest) {
      await db.githubSource.update({ where: { skillId: source.skillId }, data: synced });
      return { ...base, status: "unchanged", version: null, error: null };
    }
    const published = (await db.skillVersion.findMany({ where: { skillId: source.skillId }, select: { version: true } })).map((row) => row.version);
    const frontmatterVersion = prepared.validation.manifest.version;
    const version =
      input.tagName === undefined
        ? pickSyncVersion({ frontmatterVersion, published })
        : pickReleaseVersion({ tagName: input.tagName, frontmatterVersion, published });
    if (version === null) {
      const message = `Release ${input.tagName} names no version above ${source.skill.slug}'s published ones; nothing was published.`;
      return { ...base, status: "skipped", version: null, error: { code: "GITHUB_RELEASE_NOT_NEWER", message } };
    }
    const actor: Actor = {
      // Automation acts like a read+publish token: never with the staff powers of the person who turned sync on.
      userId: source.syncActor.id,
      handle: source.syncActor.handle,
      role: tokenRole(source.syncActor.role, ["read", "publish"]),
      scopes: ["read", "publish"],
      via: "system",
      automation: { kind: "github-sync", skillId: source.skillId, repositoryId: source.repositoryId ?? "", commit: input.commit },
    };
    const result = await publishVersion({
      actor,
      bundle: prepared.bundle,
      prepared,
      slug: source.skill.slug,
      version,
      changelog: input.tagName ? `Release ${input.tagName}` : `Synced from ${input.repository}@${input.commit.slice(0, 7)}`,
      provenance: { kind: "github", repository: input.repository, ref: input.ref, commit: input.commit, path: source.path },
    });
    await db.githubSource.update({ where: { skillId: source.skillId }, data: { ...synced, lastDigest: result.version.digest } });
    return { ...base, status: result.status === "unchanged" ? "unchanged" : result.status, version: result.version.version, error: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...base, status: "failed", version: null, error: { code: error.code, message: error.message } };
  }
}
