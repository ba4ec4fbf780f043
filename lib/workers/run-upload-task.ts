// Runs a task of the upload pool and turns its failures into the API's codes: an AppError the
// task threw is rethrown as one (of this module's copy of the class, see worker-pool.ts); a task
// over its time or memory budget is the upload's doing (422 BUNDLE_TOO_COMPLEX, not retried); a
// full queue is ours (503 SERVER_BUSY with Retry-After).
import { getConfig } from "@/lib/config";
import { AppError, type ErrorCode } from "@/lib/errors";
import { uploadWorkers } from "./get-worker-pools";
import { workerFailure, type TaskInput, type TaskName, type TaskOutput } from "./worker-pool";

/** `transfer`: buffers of the payload the caller gives up (moved to the worker, not copied). */
export async function runUploadTask<T extends TaskName>(task: T, payload: TaskInput<T>, transfer: ArrayBuffer[] = []): Promise<TaskOutput<T>> {
  try {
    return await uploadWorkers().run(task, payload, transfer);
  } catch (error) {
    const failure = workerFailure(error);
    if (failure?.kind === "app" && failure.app) {
      throw new AppError(failure.app.code as ErrorCode, failure.app.message, { details: failure.app.details, headers: failure.app.headers });
    }
    if (failure?.kind === "budget") {
      const config = getConfig();
      const limit = failure.budget === "time" ? `${config.UPLOAD_WORK_TIMEOUT_MS} ms` : `${config.UPLOAD_WORK_MEMORY_MB} MB`;
      throw new AppError(
        "BUNDLE_TOO_COMPLEX",
        `Reading, validating and scanning this upload needed more ${failure.budget === "time" ? "time" : "memory"} than one upload may use (${limit}).`,
        {
          details: { budget: failure.budget, limit: failure.limit },
        },
      );
    }
    if (failure?.kind === "busy") {
      throw new AppError("SERVER_BUSY", "Every upload worker is busy; retry in a few seconds.", {
        headers: { "Retry-After": "5" },
        details: { retryAfterSeconds: 5 },
      });
    }
    throw error;
  }
}
