// `npm start` keeps the site up: a server process that is killed or crashes is started again
// after a pause that doubles with each crash in a row, and the supervisor says so; a server that
// cannot stay up is given up on with an error; a requested stop is never answered by a restart.
// The server here is a small stand-in process (the e2e spec first-admin.spec.ts kills the real
// next-server under `npm start`); the supervisor is lib/cli/setup/supervise-server.ts as shipped.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { defaultBackoffMs, superviseServer, type Supervisor } from "@/lib/cli/setup/supervise-server";
import { freePort } from "../setup/start-test-server";

const SERVER = path.join("tests", "fault", "support", "health-server.ts");

async function standIn(options: { crash?: boolean; maxCrashesInARow?: number; stableMs?: number } = {}) {
  const port = await freePort();
  const lines: string[] = [];
  const readies: number[] = [];
  let onReady: () => void = () => {};
  const supervisor: Supervisor = superviseServer({
    command: process.execPath,
    args: ["--import", "tsx", SERVER],
    env: { ...process.env, PORT: String(port), CRASH: options.crash ? "1" : "0" },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
    log: (line) => lines.push(line),
    onReady: (restarts) => {
      readies.push(restarts);
      onReady();
    },
    backoffMs: () => 50,
    maxCrashesInARow: options.maxCrashesInARow,
    stableMs: options.stableMs,
  });
  const ready = (count: number) =>
    new Promise<void>((resolve) => {
      onReady = () => readies.length >= count && resolve();
      onReady();
    });
  const servedPid = async () => ((await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { pid: number }).pid;
  return { supervisor, lines, readies, ready, servedPid };
}

describe("server supervisor", () => {
  test("a killed server is restarted, says so, and serves again; a stop is not restarted", async () => {
    const { supervisor, lines, readies, ready, servedPid } = await standIn();
    await ready(1);
    const first = supervisor.pid()!;
    expect(await servedPid()).toBe(first);

    process.kill(first, "SIGKILL");
    await ready(2);
    expect(lines).toEqual([expect.stringMatching(/killed by SIGKILL; restarting it in .*crash 1 in a row/)]);
    expect(readies).toEqual([0, 1]);
    const second = await servedPid();
    expect(second).not.toBe(first);

    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
    expect(lines).toHaveLength(1);
    expect(() => process.kill(second, 0)).toThrow();
  }, 60_000);

  test("a server that dies on every start is given up on with exit 1 and a line saying so", async () => {
    const { supervisor, lines } = await standIn({ crash: true, maxCrashesInARow: 3 });
    expect(await supervisor.done).toBe(1);
    expect(lines.slice(0, 2)).toEqual([expect.stringMatching(/exited with code 3; restarting .*crash 1 in a row/), expect.stringMatching(/crash 2 in a row/)]);
    expect(lines.at(-1)).toMatch(/3 times in a row .*giving up/);
  }, 60_000);

  test("crashes far apart do not add up: the count starts again after the server stayed up", async () => {
    const { supervisor, lines, ready } = await standIn({ stableMs: 100, maxCrashesInARow: 2 });
    await ready(1);
    for (let restarts = 2; restarts <= 3; restarts++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(supervisor.pid()!, "SIGKILL");
      await ready(restarts);
    }
    expect(lines.every((line) => /crash 1 in a row/.test(line))).toBe(true);
    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
  }, 60_000);

  test("the pause doubles from 1 s up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(defaultBackoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
