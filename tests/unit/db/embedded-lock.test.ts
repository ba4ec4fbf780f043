// The embedded database's lock: exclusive creation, a live holder named, a crashed holder's lock
// (or one whose process id now belongs to another process) taken over, and a takeover raced by
// many processes at once won by exactly one.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { liveLockHolder, releaseLock, takeLock } from "@/lib/db/embedded/embedded-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function lockFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sv-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite.lock");
}
function startTime(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embedded database lock", () => {
  test("a free lock is taken and names this process; releasing removes it", () => {
    const file = lockFile();
    expect(takeLock(file)).toEqual({ taken: true });
    expect(readFileSync(file, "utf8").split(" ")[0]).toBe(String(process.pid));
    expect(takeLock(file)).toEqual({ taken: true });
    releaseLock(file);
    expect(() => readFileSync(file)).toThrow();
  });

  test("a live holder keeps it and is named", () => {
    const file = lockFile();
    const holder = sleeper();
    writeFileSync(file, `${holder.pid} ${startTime(holder.pid!)}`);
    expect(takeLock(file)).toEqual({ taken: false, holder: { pid: holder.pid, startTime: startTime(holder.pid!) } });
    expect(liveLockHolder(file)?.pid).toBe(holder.pid);
  });

  test("a lock left by a dead process is taken over", async () => {
    const file = lockFile();
    const holder = sleeper();
    const pid = holder.pid!;
    writeFileSync(file, `${pid} ${startTime(pid)}`);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(takeLock(file)).toEqual({ taken: true });
  });

  test("a lock whose process id now belongs to another process (other start time) is stale", () => {
    const file = lockFile();
    const other = sleeper();
    writeFileSync(file, `${other.pid} 1`);
    expect(liveLockHolder(file)).toBeNull();
    expect(takeLock(file)).toEqual({ taken: true });
  });

  test("many processes racing for the same stale lock: exactly one wins", async () => {
    const file = lockFile();
    writeFileSync(file, "999999999 1");
    // Each holds on (stays alive) after deciding, so a winner's lock is never seen as stale.
    const script = `import("${path.resolve("lib/db/embedded/embedded-lock.ts")}").then(m => { const r = m.takeLock(${JSON.stringify(file)}); console.log(r.taken ? "won" : "lost"); setTimeout(() => {}, 120000); })`;
    const results = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
            children.push(child);
            let out = "";
            child.stdout!.on("data", (chunk: Buffer) => {
              out += chunk.toString();
              if (out.includes("\n")) resolve(out.trim());
            });
            child.on("exit", () => resolve(out.trim()));
          }),
      ),
    );
    expect(results.filter((result) => result === "won")).toHaveLength(1);
    expect(results.filter((result) => result === "lost")).toHaveLength(5);
  }, 60_000);
});
