// Scanning stored bytes again (moderation rescans) as a worker task: the scanner's cost grows
// with the bytes, which were uploaded by someone else.
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { scanSkill, type ScanInputFile, type ScanOptions, type ScanReport } from "@/scanner";

export async function scanFilesTask(input: { files: ScanInputFile[]; options: ScanOptions }): Promise<TaskResult<ScanReport>> {
  return { value: scanSkill({ files: input.files, options: input.options }) };
}
