// The Files tab's highlighted code table as a render-worker task: the tokenizer is linear, but at
// a few hundred thousand characters that is still most of a second.
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { buildCodeTable, type CodeTableOptions } from "./code-table";

export async function codeTableTask(input: { code: string; language: string | null; options?: CodeTableOptions }): Promise<TaskResult<string>> {
  return { value: buildCodeTable(input.code, input.language, input.options) };
}
