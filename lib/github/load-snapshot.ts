// Downloads one commit's tarball (capped at GITHUB_TARBALL_MAX_BYTES) and reads it into a snapshot
// in the upload worker pool (lib/workers), off the event loop. By the repository's numeric id,
// never its name: a name can change hands between two calls.
import { getConfig } from "@/lib/config";
import { runUploadTask } from "@/lib/workers/run-upload-task";
import type { GithubClient } from "./github-client";
import { TARBALL_EXPANSION_FACTOR } from "./read-repository-tarball";
import type { RepositorySnapshot } from "./types";

export async function loadSnapshot(input: { client: GithubClient; repository: { id: string }; commit: string }): Promise<RepositorySnapshot> {
  const maxBytes = getConfig().GITHUB_TARBALL_MAX_BYTES;
  const gz = await input.client.downloadTarball({ repositoryId: input.repository.id, commit: input.commit, maxBytes });
  // Copied, not moved: a GitHub client may keep the bytes it returned (tests' fakes do).
  return runUploadTask("readRepositoryTarball", { gz, maxExpandedBytes: maxBytes * TARBALL_EXPANSION_FACTOR });
}

/** A snapshot file as text (manifests), or undefined when absent. */
export function snapshotText(snapshot: RepositorySnapshot, path: string): string | undefined {
  const bytes = snapshot.files.get(path);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
