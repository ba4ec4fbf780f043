// Meilisearch works through asynchronous tasks: a write counts only once its task has succeeded.
import type { EnqueuedTaskPromise, Task } from "meilisearch";

/** Generous: a large batch on a busy server can take a while; the outbox retries after a timeout anyway. */
export const TASK_TIMEOUT_MS = 60_000;

export async function settle(enqueued: EnqueuedTaskPromise, what: string): Promise<Task> {
  const task = await enqueued.waitTask({ timeout: TASK_TIMEOUT_MS, interval: 50 });
  if (task.status !== "succeeded") {
    throw new Error(`Meilisearch ${what} task ${task.uid} ${task.status}: ${task.error?.message ?? "no error given"}`);
  }
  return task;
}
