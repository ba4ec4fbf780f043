// The few GitHub REST calls import and sync need, behind one small interface so the rest of
// lib/github never sees Octokit (create-github-client.ts is the one implementation).
import type { GithubRepository } from "./types";

export type RepoCoordinates = { owner: string; repo: string };
/** A repository by name, or by GitHub's numeric id (stable across renames: sync always uses the id). */
export type RepoLocator = RepoCoordinates | { repositoryId: string };

export interface GithubClient {
  /** Throws GITHUB_REPO_NOT_FOUND when GitHub answers 404. */
  getRepository(input: RepoLocator): Promise<GithubRepository>;
  /** The commit sha a branch, tag or sha names; null when the ref does not exist. */
  findCommit(input: RepoLocator & { ref: string }): Promise<string | null>;
  /** The published release of a tag; null when the tag has none (no release, or only a draft). */
  findRelease(input: RepoLocator & { tag: string }): Promise<{ tagName: string; draft: boolean; prerelease: boolean } | null>;
  /** The tarball of one commit; throws GITHUB_TARBALL_TOO_LARGE as soon as it passes maxBytes. */
  downloadTarball(input: RepoLocator & { commit: string; maxBytes: number }): Promise<Uint8Array>;
  /** The current login of a numeric GitHub account id; null when the account is gone. */
  getLoginById(input: { githubId: string }): Promise<string | null>;
  /** Whether `login` is a member of `org` (public members always; private ones when our token may see them). */
  isOrgMember(input: { org: string; login: string }): Promise<boolean>;
  /** A collaborator's permission, or null when GitHub will not tell us (not a collaborator, or no token). */
  getCollaboratorPermission(input: RepoCoordinates & { login: string }): Promise<{ permission: string; userId: string } | null>;
}

/** Owner and name as GitHub spells them now (after a rename, not as the user typed them). */
export function coordinatesOf(repository: { fullName: string }): RepoCoordinates {
  const slash = repository.fullName.indexOf("/");
  return { owner: repository.fullName.slice(0, slash), repo: repository.fullName.slice(slash + 1) };
}
