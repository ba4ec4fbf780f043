// Line diffs of text pairs as a render-worker task (lib/workers): Myers' algorithm costs up to
// (lines × MAX_EDITS) per file, a quarter of a second for a hostile 512 KiB pair.
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { diffTextLines, type TextDiff } from "./diff-text-lines";

export async function diffTextsTask(input: { pairs: Array<[string, string]> }): Promise<TaskResult<TextDiff[]>> {
  return { value: input.pairs.map(([before, after]) => diffTextLines(before, after)) };
}
