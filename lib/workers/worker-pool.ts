// A small pool of worker threads for untrusted work (reading, validating and scanning uploads;
// rendering markdown). Each task runs under a time budget (the worker is terminated when it is
// spent) and a heap limit (V8 stops the worker, not the process), so a hostile input costs its
// own request and never the event loop every other request shares. Workers are kept warm
// between tasks; one that was stopped is replaced on the next task. Beyond `size` tasks at once,
// up to `maxQueue` wait; more are refused at once (a "busy" WorkerFailure) instead of piling up.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Worker as WorkerThread } from "node:worker_threads";
import type { TaskResult, WorkerTasks } from "./worker-tasks";

export type TaskName = keyof WorkerTasks;
export type TaskInput<T extends TaskName> = Parameters<WorkerTasks[T]>[0];
export type TaskOutput<T extends TaskName> = Awaited<ReturnType<WorkerTasks[T]>> extends TaskResult<infer V> ? V : never;

export type WorkerPoolOptions = {
  name: string;
  size: number;
  maxQueue: number;
  /** Time budget of one task, from the moment a ready worker receives it. */
  timeoutMs: number;
  /** V8 old-generation heap limit of each worker. */
  memoryMb: number;
};

/** Why a task did not return a value. Checked by `kind`, never with instanceof: Next.js may load
 * this module once per bundle while the pool itself is shared by the whole process, so a class
 * from one copy is not the class another copy sees (workerFailure() below). */
export type WorkerFailureKind =
  /** Over the time or memory budget; its worker was stopped. */
  | "budget"
  /** Every worker busy and the queue full. */
  | "busy"
  /** The task threw an AppError: `app` carries it for the caller to rethrow as its own AppError. */
  | "app"
  /** The task threw anything else (a bug, or a RangeError on hostile input). */
  | "task"
  /** The worker could not start or died for another reason. */
  | "crash";

export type SerializedAppError = { code: string; message: string; details?: unknown; headers?: Record<string, string> };

export class WorkerFailure extends Error {
  readonly kind: WorkerFailureKind;
  readonly budget?: "time" | "memory";
  readonly limit?: number;
  readonly app?: SerializedAppError;
  constructor(kind: WorkerFailureKind, message: string, extra: { budget?: "time" | "memory"; limit?: number; app?: SerializedAppError; stack?: string } = {}) {
    super(message);
    this.name = "WorkerFailure";
    this.kind = kind;
    this.budget = extra.budget;
    this.limit = extra.limit;
    this.app = extra.app;
    if (extra.stack) this.stack = extra.stack;
  }
}

/** The failure behind a rejected run(), whichever copy of this module made it. */
export function workerFailure(error: unknown): WorkerFailure | null {
  return error instanceof Error && error.name === "WorkerFailure" && typeof (error as WorkerFailure).kind === "string" ? (error as WorkerFailure) : null;
}

const overBudget = (budget: "time" | "memory", limit: number) =>
  new WorkerFailure("budget", budget === "time" ? `worker task took longer than ${limit} ms` : `worker task needed more than ${limit} MB of heap`, {
    budget,
    limit,
  });

type SerializedError = ({ kind: "app" } & SerializedAppError) | { kind: "error"; name: string; message: string; stack?: string };
type Reply = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
type Job = { id: number; task: TaskName; payload: unknown; transfer: ArrayBuffer[]; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Slot = { worker: WorkerThread; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; stopped: boolean };

export type WorkerPool = {
  run<T extends TaskName>(task: T, payload: TaskInput<T>, transfer?: ArrayBuffer[]): Promise<TaskOutput<T>>;
  /** Starts the workers now instead of on the first task (server start-up). */
  warm(): void;
  stats(): { workers: number; busy: number; queued: number; completed: number; stopped: number };
  close(): Promise<void>;
};

// Taken from the runtime, not imported: Next.js (Turbopack) bundles any `new Worker()` it can see
// from "node:worker_threads", tsx and esbuild included; this entry must run from source instead.
const { Worker } = process.getBuiltinModule("node:worker_threads") as typeof import("node:worker_threads");

const ENTRY = () => path.join(process.cwd(), "lib", "workers", "worker-entry.mjs");
const TASKS = () => pathToFileURL(path.join(process.cwd(), "lib", "workers", "worker-tasks.ts")).href;

function rebuildError(error: SerializedError): WorkerFailure {
  if (error.kind === "app")
    return new WorkerFailure("app", error.message, { app: { code: error.code, message: error.message, details: error.details, headers: error.headers } });
  return new WorkerFailure("task", `${error.name} in a worker task: ${error.message}`, { stack: error.stack });
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  const counters = { completed: 0, stopped: 0 };

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    if (job) settle(job);
  };

  const stop = (slot: Slot, reason: unknown) => {
    if (slot.stopped) return;
    slot.stopped = true;
    counters.stopped++;
    slots.splice(slots.indexOf(slot), 1);
    finish(slot, (job) => job.reject(reason));
    void slot.worker.terminate();
    if (slot.ready) return dispatch();
    // A worker that never started (a broken installation) must not be restarted in a loop: the
    // tasks waiting for it fail with its error, and the next run() tries a fresh worker.
    if (!slots.some((other) => other.ready)) for (const job of queue.splice(0)) job.reject(reason);
  };

  const spawn = (): Slot => {
    const worker = new Worker(ENTRY(), {
      workerData: { tasksUrl: TASKS() },
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, options.memoryMb / 8)), stackSizeMb: 4 },
      name: `skillvault-${options.name}`,
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null, stopped: false };
    worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        slot.ready = true;
        dispatch();
        return;
      }
      if (slot.job?.id !== reply.id) return;
      counters.completed++;
      finish(slot, (job) => (reply.ok ? job.resolve(reply.value) : job.reject(rebuildError(reply.error))));
      dispatch();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      stop(
        slot,
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? overBudget("memory", options.memoryMb)
          : new WorkerFailure("crash", `${options.name} worker failed: ${error.message}`, { stack: error.stack }),
      );
    });
    worker.on("exit", (code) => stop(slot, new WorkerFailure("crash", `${options.name} worker exited with code ${code}`)));
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (!slot.ready || slot.job || slot.stopped) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => stop(slot, overBudget("time", options.timeoutMs)), options.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task, payload: job.payload }, job.transfer);
    }
    // Work waiting and room for another worker (a stopped one is replaced here).
    if (queue.length > 0 && slots.length < options.size) spawn();
  };

  return {
    run(task, payload, transfer = []) {
      const idle = slots.some((slot) => slot.ready && !slot.job);
      if (!idle && slots.length >= options.size && queue.length >= options.maxQueue)
        return Promise.reject(new WorkerFailure("busy", `the ${options.name} workers are all busy`));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, task, payload, transfer, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    warm() {
      while (slots.length < options.size) spawn();
    },
    stats: () => ({ workers: slots.length, busy: slots.filter((slot) => slot.job).length, queued: queue.length, ...counters }),
    async close() {
      const all = [...slots];
      for (const job of queue.splice(0)) job.reject(new WorkerFailure("crash", `${options.name} pool closed`));
      await Promise.all(
        all.map(async (slot) => {
          slot.stopped = true;
          finish(slot, (job) => job.reject(new WorkerFailure("crash", `${options.name} pool closed`)));
          await slot.worker.terminate();
        }),
      );
      slots.length = 0;
    },
  };
}
