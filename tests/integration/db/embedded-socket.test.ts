// The embedded database beside the running site: this test process plays the site (it holds the
// PGlite database and shares it on its socket); admin commands and other clients run as real child
// processes or pg connections. Nothing from one side may run inside the other's transaction, a
// client that vanishes or goes quiet mid-transaction is rolled back, and the socket is owner-only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, databaseConnection, db, shareEmbeddedDatabase } from "@/lib/db";
import { servePgliteSocket } from "@/lib/db/embedded/serve-pglite-socket";
import { applyMigrations } from "@/lib/db/migrate";

const dataDir = mkdtempSync(path.join(tmpdir(), "sv-sock-"));
const socketDir = path.join(dataDir, "run");

type Run = Promise<{ code: number | null; out: string; err: string }> & { saw: (text: string) => Promise<void> };

function run(args: string[], env: Record<string, string> = {}): Run {
  const watchers: Array<() => void> = [];
  let out = "";
  const done = new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      for (const watch of watchers) watch();
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
  const saw = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => out.includes(text) && resolve();
      watchers.push(check);
      check();
      void done.then(() => reject(new Error(`child exited before printing '${text}':\n${out}`)));
    });
  return Object.assign(done, { saw });
}

function socketClient(dir = socketDir): pg.Client {
  const client = new pg.Client({ host: dir, port: 5432, user: "postgres", database: "postgres" });
  client.on("error", () => {});
  return client;
}

beforeAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  resetConfigForTests();
  await applyMigrations({ dataDir });
  const sharing = await shareEmbeddedDatabase({ dataDir });
  expect(sharing).toEqual({ socketPath: path.join(socketDir, ".s.PGSQL.5432") });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded database shared on a socket", () => {
  test("the socket is a Unix socket in an owner-only folder (0700), itself 0600", () => {
    expect(statSync(socketDir).mode & 0o777).toBe(0o700);
    const socket = statSync(path.join(socketDir, ".s.PGSQL.5432"));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(databaseConnection().embedded?.dataDir).toBe(dataDir);
  });

  test("admin commands run in another process while this one holds the database", async () => {
    const created = await run(["lib/cli/hub.ts", "user", "create", "beside", "--role", "admin"]);
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { handle: "beside" } })).role).toBe("ADMIN");
    const token = await run(["lib/cli/hub.ts", "token", "create", "beside", "--scopes", "read,admin"]);
    expect(token.code).toBe(0);
    const secret = token.out.trim().split("\n").at(-1)!;
    const actor = await verifyApiToken(secret);
    expect(actor?.handle).toBe("beside");
    expect(actor?.scopes).toEqual(["read", "admin"]);
  }, 60_000);

  test("read-modify-write transactions from both sides at once lose no update", async () => {
    const handle = "counter";
    await db.user.create({ data: { handle } });
    const rounds = 40;
    const child = run(["tests/integration/db/support/increment-through-socket.ts"], { HANDLE: handle, COUNT: String(rounds) });
    // Both sides in their loops at the same time: the child has connected before this one starts.
    await child.saw("via ");
    for (let i = 0; i < rounds; i++) {
      await db.$transaction(async (tx) => {
        const user = await tx.user.findUniqueOrThrow({ where: { handle }, select: { abuseScore: true } });
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.user.update({ where: { handle }, data: { abuseScore: user.abuseScore + 1 } });
      });
    }
    const result = await child;
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(`via ${path.join(socketDir, ".s.PGSQL.5432")}`);
    expect((await db.user.findUniqueOrThrow({ where: { handle } })).abuseScore).toBe(2 * rounds);
  }, 120_000);

  test("the site's writes wait for a client's open transaction, and see none of it after a rollback", async () => {
    const client = socketClient();
    await client.connect();
    await client.query("BEGIN");
    await client.query(`INSERT INTO "User" (id, handle, "updatedAt") VALUES ('u-socket', 'from-socket', now())`);
    let siteDone = false;
    const site = db.user.create({ data: { handle: "from-site" } }).then(() => (siteDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(siteDone).toBe(false);
    await client.query("ROLLBACK");
    await site;
    expect(await db.user.count({ where: { handle: { in: ["from-socket", "from-site"] } } })).toBe(1);
    await client.end();
  });

  test("a client that disconnects inside a transaction is rolled back and the site goes on", async () => {
    const client = socketClient();
    await client.connect();
    await client.query("BEGIN");
    await client.query(`UPDATE "User" SET "abuseScore" = 999 WHERE handle = 'beside'`);
    (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    const user = await db.user.findUniqueOrThrow({ where: { handle: "beside" } });
    expect(user.abuseScore).toBe(0);
    await db.$transaction(async (tx) => tx.user.update({ where: { handle: "beside" }, data: { abuseScore: 1 } }));
    expect((await db.user.findUniqueOrThrow({ where: { handle: "beside" } })).abuseScore).toBe(1);
  });

  test("a client that errors inside a transaction keeps it to itself until it rolls back", async () => {
    const client = socketClient();
    await client.connect();
    await client.query("BEGIN");
    await expect(client.query("SELECT 1/0")).rejects.toMatchObject({ code: "22012" });
    await expect(client.query("SELECT 1")).rejects.toMatchObject({ code: "25P02" });
    await client.query("ROLLBACK");
    expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    expect(await db.user.count()).toBeGreaterThan(0);
    await client.end();
  });
});

describe("socket limits", () => {
  test("a client holding a transaction without a word past the hold timeout is rolled back and dropped", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sv-hold-"));
    const pglite = new PGlite();
    const server = await servePgliteSocket({ pglite, dataDir: dir, holdTimeoutMs: 300 });
    try {
      await pglite.exec("CREATE TABLE t (n int); INSERT INTO t VALUES (1)");
      const client = socketClient(path.join(dir, "run"));
      await client.connect();
      await client.query("BEGIN");
      await client.query("UPDATE t SET n = 2");
      const started = Date.now();
      const seen = await pglite.query<{ n: number }>("SELECT n FROM t");
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(seen.rows).toEqual([{ n: 1 }]);
      await expect(client.query("SELECT 1")).rejects.toThrow();
    } finally {
      await server.close();
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a DATA_DIR whose socket path would not fit is refused with a message, not a crash", async () => {
    const pglite = new PGlite();
    try {
      await expect(servePgliteSocket({ pglite, dataDir: path.join(tmpdir(), "x".repeat(120)) })).rejects.toMatchObject({
        message: expect.stringContaining("shorter DATA_DIR"),
      });
    } finally {
      await pglite.close();
    }
  });
});
