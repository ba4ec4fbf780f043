import { describe, expect, it } from "vitest";
import { throughGate } from "@/lib/db/statement-gate";

/** A task the test finishes by hand, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (started.push(name), await done, name), finish };
}

const patient = { maxWaitMs: 10_000, tooLong: () => new Error("waited too long") };
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("throughGate", () => {
  it("runs at most `limit` at once and lets the rest in first come, first served", async () => {
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d", "e"].map((name) => heldTask(started, name));
    const results = tasks.map((task) => throughGate("gate-order", 2, task.run, patient));
    await tick();
    expect(started).toEqual(["a", "b"]);
    tasks[1]!.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    tasks[0]!.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("frees the slot when the work fails", async () => {
    await expect(throughGate("gate-failure", 1, () => Promise.reject(new Error("statement failed")), patient)).rejects.toThrow("statement failed");
    expect(await throughGate("gate-failure", 1, async () => "next", patient)).toBe("next");
  });

  it("gives up a place in line after maxWaitMs with the caller's error, and the line moves on", async () => {
    const started: string[] = [];
    const first = heldTask(started, "first");
    const running = throughGate("gate-timeout", 1, first.run, patient);
    await tick();
    const impatient = throughGate("gate-timeout", 1, async () => "never", { maxWaitMs: 20, tooLong: () => new Error("SERVER_BUSY") });
    const later = heldTask(started, "later");
    const waiting = throughGate("gate-timeout", 1, later.run, patient);
    await expect(impatient).rejects.toThrow("SERVER_BUSY");
    first.finish();
    await running;
    await tick();
    expect(started).toEqual(["first", "later"]);
    later.finish();
    expect(await waiting).toBe("later");
  });
});
