// A parsed reference → repository, ref and the commit it points at now. In a `/tree/<ref>/<path>`
// URL the ref may contain slashes, so the split is found by asking GitHub, shortest ref first.
import { AppError } from "@/lib/errors";
import { coordinatesOf, type GithubClient } from "./github-client";
import type { GithubRepository, RepositoryReference, ResolvedSource } from "./types";

const MAX_REF_SEGMENTS = 8;

export async function resolveSource(input: { client: GithubClient; reference: RepositoryReference; repository?: GithubRepository }): Promise<ResolvedSource> {
  const { client, reference } = input;
  const repository = input.repository ?? (await client.getRepository(reference));
  const coordinates = coordinatesOf(repository);
  const segments = reference.treeSegments;
  if (segments.length === 0) {
    const commit = await client.findCommit({ ...coordinates, ref: repository.defaultBranch });
    if (!commit)
      throw new AppError("GITHUB_REF_NOT_FOUND", `${repository.fullName} has no commits on its default branch yet.`, {
        details: { repository: repository.fullName, ref: repository.defaultBranch },
      });
    return { repository, ref: repository.defaultBranch, commit, basePath: "" };
  }
  for (let take = 1; take <= Math.min(segments.length, MAX_REF_SEGMENTS); take++) {
    const ref = segments.slice(0, take).join("/");
    const commit = await client.findCommit({ ...coordinates, ref });
    if (commit) return { repository, ref, commit, basePath: segments.slice(take).join("/") };
  }
  throw new AppError("GITHUB_REF_NOT_FOUND", `${repository.fullName} has no branch, tag or commit named "${segments[0]}".`, {
    details: { repository: repository.fullName, ref: segments[0] },
  });
}
