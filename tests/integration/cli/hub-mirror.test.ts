// `npm run hub -- mirror …` as a real process on this file's database: usage mistakes are one line
// and exit 2, refusals one line with their code and exit 1, and repeatable flags reach the config.
import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";

type Result = { code: number | null; out: string; err: string };

function hub(args: string[]): Promise<Result> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info" };
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/hub.ts", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out, err })));
}

const firstLine = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("["))[0] ?? "";

describe("hub mirror", () => {
  test("add takes repeated --owner and --skill; list shows it; a second add is MIRROR_EXISTS", async () => {
    const added = await hub(["mirror", "add", "up", "http://127.0.0.1:9", "--owner", "@Alice", "--owner", "bob", "--skill", "carol/notes", "--pull-through"]);
    expect(added.code, added.err).toBe(0);
    expect(await db.mirrorUpstream.findUnique({ where: { name: "up" }, select: { owners: true, skills: true, pullThrough: true, all: true } })).toEqual({
      owners: ["alice", "bob"],
      skills: ["carol/notes"],
      pullThrough: true,
      all: false,
    });
    const listed = await hub(["mirror", "list"]);
    expect(listed.out).toMatch(/^up\s+http:\/\/127\.0\.0\.1:9\s+@alice, @bob, carol\/notes\s+pull-through/m);
    expect(listed.out).toContain("never synced");
    const again = await hub(["mirror", "add", "up", "http://127.0.0.1:9", "--all"]);
    expect(again.code).toBe(1);
    expect(firstLine(again.err)).toMatch(/^error: .*\(MIRROR_EXISTS\)$/);
  }, 60_000);

  test("usage mistakes exit 2 with one line and the usage; bad input and unknown mirrors exit 1 with one line", async () => {
    const missing = await hub(["mirror", "add", "x"]);
    expect(missing.code).toBe(2);
    expect(firstLine(missing.err)).toBe("error: mirror add needs <name> and <url>");
    expect(missing.err).toContain("mirror sync [<name>]");
    const noValue = await hub(["mirror", "add", "x", "https://clawhub.ai", "--owner"]);
    expect(noValue.code).toBe(2);
    const badUrl = await hub(["mirror", "add", "xx", "ftp://clawhub.ai", "--all"]);
    expect(badUrl.code).toBe(1);
    expect(badUrl.err.trim().split("\n")).toHaveLength(1);
    expect(badUrl.err).toMatch(/^error: invalid input: url: /);
    const unknown = await hub(["mirror", "sync", "nope"]);
    expect(unknown.code).toBe(1);
    expect(firstLine(unknown.err)).toMatch(/\(MIRROR_NOT_FOUND\)$/);
    // An upstream that is not there: the sync is incomplete (exit 1) and says why on its last line.
    const down = await hub(["mirror", "sync", "up"]);
    expect(down.code).toBe(1);
    expect(down.out.trim().split("\n").at(-1)).toMatch(/^up: incomplete .*UPSTREAM_UNAVAILABLE/);
    const removed = await hub(["mirror", "remove", "up"]);
    expect(removed.code, removed.err).toBe(0);
    expect(await db.mirrorUpstream.count()).toBe(0);
  }, 120_000);
});
