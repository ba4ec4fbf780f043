// The process's two worker pools, created on first use and shared by every module instance
// (Next.js may load this file once per route bundle): uploads (read, validate, scan) and markdown
// rendering. Separate pools, so a queue of heavy uploads never delays a page, nor the reverse.
import { getConfig } from "@/lib/config";
import { createWorkerPool, type WorkerPool } from "./worker-pool";

const holder = globalThis as { __skillvaultWorkerPools?: { upload?: WorkerPool; render?: WorkerPool } };
const pools = (holder.__skillvaultWorkerPools ??= {});

export function uploadWorkers(): WorkerPool {
  const config = getConfig();
  return (pools.upload ??= createWorkerPool({
    name: "upload",
    size: config.UPLOAD_WORKERS,
    maxQueue: 8 * config.UPLOAD_WORKERS,
    timeoutMs: config.UPLOAD_WORK_TIMEOUT_MS,
    memoryMb: config.UPLOAD_WORK_MEMORY_MB,
  }));
}

/** Rendering is cheap unless the text is hostile; one worker keeps it off the event loop. */
export function renderWorkers(): WorkerPool {
  const config = getConfig();
  return (pools.render ??= createWorkerPool({ name: "render", size: 1, maxQueue: 64, timeoutMs: config.RENDER_TIMEOUT_MS, memoryMb: 256 }));
}

/** Stops every worker (tests, CLI commands that must exit). */
export async function closeWorkerPools(): Promise<void> {
  const open = [pools.upload, pools.render].filter((pool) => pool !== undefined);
  pools.upload = undefined;
  pools.render = undefined;
  await Promise.all(open.map((pool) => pool.close()));
}
