// Entry of every worker thread (worker-pool.ts). Plain JavaScript because it runs before any
// TypeScript loader exists: it registers tsx for this thread, loads the task table
// (worker-tasks.ts) and then answers { id, task, payload } messages one at a time.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { workerTasks } = await import(workerData.tasksUrl);

function serializeError(error) {
  if (error && typeof error === "object" && error.name === "AppError" && typeof error.code === "string") {
    return { kind: "app", code: error.code, message: error.message, details: error.details, headers: error.headers };
  }
  return { kind: "error", name: error?.name ?? "Error", message: String(error?.message ?? error), stack: error?.stack };
}

parentPort.on("message", async ({ id, task, payload }) => {
  try {
    const run = workerTasks[task];
    if (!run) throw new Error(`unknown worker task "${task}"`);
    const { value, transfer } = await run(payload);
    parentPort.postMessage({ id, ok: true, value }, transfer ?? []);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: serializeError(error) });
  }
});
parentPort.postMessage({ ready: true });
