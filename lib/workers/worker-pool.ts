// A small pool of worker threads for untrusted work (reading, validating and scanning uploads;
// rendering markdown). Each task runs under a time budget (the worker is terminated when it is
// spent) and a heap limit (V8 stops the worker, not the process), so a hostile input costs its
// own request and never the event loop every other request shares. Workers are kept warm
// between tasks; one that was stopped is replaced on the next task. Beyond `size` tasks at once,
// up to `maxQueue` wait; more are refused at once (WorkerPoolBusy) instead of piling up.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/errors";
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

/** A task went over its time or memory budget; its worker was stopped. */
export class WorkerBudgetExceeded extends Error {
  constructor(readonly budget: "time" | "memory", readonly limit: number) {
    super(budget === "time" ? `worker task took longer than ${limit} ms` : `worker task needed more than ${limit} MB of heap`);
    this.name = "WorkerBudgetExceeded";
  }
}

/** Every worker is busy and the queue is full. */
export class WorkerPoolBusy extends Error {
  constructor(readonly pool: string) {
    super(`the ${pool} workers are all busy`);
    this.name = "WorkerPoolBusy";
  }
}

/** The task itself threw something other than an AppError (a bug, or a RangeError on hostile input). */
export class WorkerTaskError extends Error {
  constructor(name: string, message: string, stack?: string) {
    super(`${name} in a worker task: ${message}`);
    this.name = "WorkerTaskError";
    if (stack) this.stack = stack;
  }
}

type SerializedError = { kind: "app"; code: string; message: string; details?: unknown; headers?: Record<string, string> } | { kind: "error"; name: string; message: string; stack?: string };
type Reply = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
type Job = { id: number; task: TaskName; payload: unknown; transfer: ArrayBuffer[]; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; stopped: boolean };

export type WorkerPool = {
  run<T extends TaskName>(task: T, payload: TaskInput<T>, transfer?: ArrayBuffer[]): Promise<TaskOutput<T>>;
  /** Starts the workers now instead of on the first task (server start-up). */
  warm(): void;
  stats(): { workers: number; busy: number; queued: number; completed: number; stopped: number };
  close(): Promise<void>;
};

const ENTRY = () => path.join(process.cwd(), "lib", "workers", "worker-entry.mjs");
const TASKS = () => pathToFileURL(path.join(process.cwd(), "lib", "workers", "worker-tasks.ts")).href;

function rebuildError(error: SerializedError): Error {
  if (error.kind === "app") return new AppError(error.code as never, error.message, { details: error.details, headers: error.headers });
  return new WorkerTaskError(error.name, error.message, error.stack);
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
      stop(slot, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new WorkerBudgetExceeded("memory", options.memoryMb) : error);
    });
    worker.on("exit", (code) => stop(slot, new Error(`${options.name} worker exited with code ${code}`)));
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
      slot.timer = setTimeout(() => stop(slot, new WorkerBudgetExceeded("time", options.timeoutMs)), options.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task, payload: job.payload }, job.transfer);
    }
    // Work waiting and room for another worker (a stopped one is replaced here).
    if (queue.length > 0 && slots.length < options.size) spawn();
  };

  return {
    run(task, payload, transfer = []) {
      const idle = slots.some((slot) => slot.ready && !slot.job);
      if (!idle && slots.length >= options.size && queue.length >= options.maxQueue) return Promise.reject(new WorkerPoolBusy(options.name));
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
      for (const job of queue.splice(0)) job.reject(new Error(`${options.name} pool closed`));
      await Promise.all(all.map(async (slot) => {
        slot.stopped = true;
        finish(slot, (job) => job.reject(new Error(`${options.name} pool closed`)));
        await slot.worker.terminate();
      }));
      slots.length = 0;
    },
  };
}
