// Reading a repository tarball (gunzip up to 4× GITHUB_TARBALL_MAX_BYTES, then tar) as a worker
// task: a repository is an upload by whoever controls it. The snapshot's files are windows into
// one tar buffer, which is transferred back whole (the windows survive the move).
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { readRepositoryTarball } from "./read-repository-tarball";
import type { RepositorySnapshot } from "./types";

export async function readRepositoryTarballTask(input: { gz: Uint8Array; maxExpandedBytes: number }): Promise<TaskResult<RepositorySnapshot>> {
  const snapshot = readRepositoryTarball(input.gz, { maxExpandedBytes: input.maxExpandedBytes });
  const buffers = new Set<ArrayBuffer>();
  for (const bytes of snapshot.files.values()) buffers.add(bytes.buffer as ArrayBuffer);
  return { value: snapshot, transfer: [...buffers] };
}
