// Registrations made before ids were pinned at registration matched by name only. Before such a
// registration mints its first token, GitHub is asked which repository that name is now: only when
// its id and owner id are the ones the token names are they pinned; otherwise nothing matches (a
// token from a re-created or transferred repository of that name does not pick its own ids).
import { AppError, isAppError } from "@/lib/errors";
import { createGithubClient } from "@/lib/github/create-github-client";
import { coordinatesOf, type GithubClient } from "@/lib/github/github-client";
import type { GithubOidcClaims } from "./github-oidc-claims";

export async function confirmRepositoryIds(input: {
  repository: string;
  claims: GithubOidcClaims;
  client?: GithubClient;
}): Promise<{ repositoryId: string; repositoryOwnerId: string }> {
  const mismatch = () =>
    new AppError("TRUSTED_PUBLISHER_MISMATCH", `GitHub's ${input.repository} is not the repository this workflow run belongs to.`, {
      details: { repository: input.claims.repository, repositoryId: input.claims.repository_id },
    });
  let found;
  try {
    found = await (input.client ?? createGithubClient()).getRepository(coordinatesOf({ fullName: input.repository }));
  } catch (error) {
    if (isAppError(error) && error.code === "GITHUB_REPO_NOT_FOUND") throw mismatch();
    throw error;
  }
  if (found.id !== input.claims.repository_id || found.owner.id !== input.claims.repository_owner_id) throw mismatch();
  return { repositoryId: found.id, repositoryOwnerId: found.owner.id };
}
