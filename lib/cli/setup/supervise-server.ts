// Keeps the site up under `npm start`: when the server process dies without being asked to (a
// crash, out of memory, killed), it is started again after a pause that doubles with each crash in
// a row (1 s, 2 s, 4 s … 30 s) and resets once the server has stayed up for a minute. It says so
// each time. After too many crashes in a row it gives up with an error instead of spinning.
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export type SuperviseOptions = {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Polled after each start; the server counts as up once it answers 200. */
  healthUrl: string;
  log: (line: string) => void;
  /** Called each time the server is up: the first time (restarts = 0) and after every restart. */
  onReady?: (restarts: number) => void;
  stableMs?: number;
  maxCrashesInARow?: number;
  backoffMs?: (crashesInARow: number) => number;
};

export type Supervisor = {
  /** Resolves with the exit code for `npm start`: 0 after a requested stop, 1 after giving up. */
  done: Promise<number>;
  stop: (signal: NodeJS.Signals) => void;
  /** The running server process's id (tests kill it). */
  pid: () => number | undefined;
};

export const defaultBackoffMs = (crashes: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, crashes - 1));

async function waitUntilUp(url: string, child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  return false;
}

export function superviseServer(options: SuperviseOptions): Supervisor {
  const stableMs = options.stableMs ?? 60_000;
  const maxCrashes = options.maxCrashesInARow ?? 10;
  const backoff = options.backoffMs ?? defaultBackoffMs;
  let child: ChildProcess | undefined;
  let stopping: NodeJS.Signals | null = null;
  let wake: (() => void) | undefined;
  let restarts = 0;
  let crashesInARow = 0;

  const run = async (): Promise<number> => {
    for (;;) {
      const started = Date.now();
      const current = spawn(options.command, options.args, { stdio: "inherit", env: options.env });
      child = current;
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
        current.once("exit", (code, signal) => resolve({ code, signal }));
        current.once("error", () => resolve({ code: 1, signal: null }));
      });
      void waitUntilUp(options.healthUrl, current).then((up) => {
        if (up && !stopping) options.onReady?.(restarts);
      });
      const { code, signal } = await exited;
      child = undefined;
      if (stopping) return 0;
      crashesInARow = Date.now() - started >= stableMs ? 1 : crashesInARow + 1;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (crashesInARow >= maxCrashes) {
        options.log(`the server ${how}, ${crashesInARow} times in a row within a minute of starting: giving up. Its output above says why.`);
        return 1;
      }
      const pause = backoff(crashesInARow);
      options.log(`the server ${how}; restarting it in ${Math.round(pause / 100) / 10}s (crash ${crashesInARow} in a row)`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pause);
      });
      wake = undefined;
      if (stopping) return 0;
      restarts++;
    }
  };

  return {
    done: run(),
    stop: (signal) => {
      stopping = signal;
      if (child) {
        const stubborn = child;
        stubborn.kill(signal);
        setTimeout(() => stubborn.exitCode === null && stubborn.signalCode === null && stubborn.kill("SIGKILL"), 10_000).unref();
      }
      wake?.();
    },
    pid: () => child?.pid,
  };
}
