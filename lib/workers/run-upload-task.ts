// Runs a task of the upload pool and turns the pool's refusals into the API's codes: a task over
// its time or memory budget is the upload's doing (422 BUNDLE_TOO_COMPLEX, not retried); a full
// queue is ours (503 SERVER_BUSY with Retry-After).
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { uploadWorkers } from "./get-worker-pools";
import { WorkerBudgetExceeded, WorkerPoolBusy, type TaskInput, type TaskName, type TaskOutput } from "./worker-pool";

export async function runUploadTask<T extends TaskName>(task: T, payload: TaskInput<T>): Promise<TaskOutput<T>> {
  try {
    return await uploadWorkers().run(task, payload);
  } catch (error) {
    if (error instanceof WorkerBudgetExceeded) {
      const config = getConfig();
      const limit = error.budget === "time" ? `${config.UPLOAD_WORK_TIMEOUT_MS} ms` : `${config.UPLOAD_WORK_MEMORY_MB} MB`;
      throw new AppError("BUNDLE_TOO_COMPLEX", `Reading, validating and scanning this upload needed more ${error.budget === "time" ? "time" : "memory"} than one upload may use (${limit}).`, {
        details: { budget: error.budget, limit: error.limit },
      });
    }
    if (error instanceof WorkerPoolBusy) {
      throw new AppError("SERVER_BUSY", "Every upload worker is busy; retry in a few seconds.", { headers: { "Retry-After": "5" }, details: { retryAfterSeconds: 5 } });
    }
    throw error;
  }
}
