// The work a worker thread may be asked to do (worker-pool.ts). Loaded only inside workers; the
// main thread imports the type alone. Each task takes structured-clone data and returns its value
// plus the ArrayBuffers to transfer back instead of copying.
import { diffTextsTask } from "@/lib/catalog/diff-texts-task";
import { readRepositoryTarballTask } from "@/lib/github/read-repository-tarball-task";
import { readMirroredBundleTask } from "@/lib/mirror/sync/read-mirrored-bundle";
import { inspectBundle } from "@/lib/publish/inspect-bundle";
import { codeTableTask } from "@/lib/render/code-table-task";
import { renderMarkdownTask } from "@/lib/render/render-markdown-task";
import { scanFilesTask } from "@/lib/publish/scan-files-task";
import { parseMultipartTask } from "@/lib/uploads/multipart-form";

export const workerTasks = {
  parseMultipart: parseMultipartTask,
  inspectBundle,
  readRepositoryTarball: readRepositoryTarballTask,
  readMirroredBundle: readMirroredBundleTask,
  renderMarkdown: renderMarkdownTask,
  scanFiles: scanFilesTask,
  diffTexts: diffTextsTask,
  codeTable: codeTableTask,
};

export type WorkerTasks = typeof workerTasks;
export type TaskResult<T> = { value: T; transfer?: ArrayBuffer[] };
