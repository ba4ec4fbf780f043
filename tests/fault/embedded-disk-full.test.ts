// Disk full under the embedded database (PGlite). The data folder lives on a small tmpfs mounted by
// the test (root with mount privileges; elsewhere the test says it was skipped and why): after a
// first publish, a filler file takes the remaining space. Publishing then answers 507 STORAGE_FULL
// with Retry-After through the real API route (not a 500, not a hang), the database keeps
// answering reads, earlier skills are intact, and once space is freed the same publish succeeds.
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { GET as detail } from "@/app/api/v1/skills/[slug]/route";
import { POST as publish } from "@/app/api/v1/skills/route";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, databaseKind, db } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { multipartPublish } from "../load/request-mix";

const mountPoint = mkdtempSync(path.join(tmpdir(), "sv-fault-disk-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint], { stdio: "pipe" });
  mounted = true;
} catch (error) {
  console.log(`[fault] embedded disk full: SKIPPED, cannot mount a tmpfs here (needs root with mount privileges): ${String(error).split("\n")[0]}`);
}

let token = "";
const filler = path.join(mountPoint, "filler");
const freeMb = () => {
  const stats = statfsSync(mountPoint);
  return (stats.bavail * stats.bsize) / 1024 / 1024;
};

beforeAll(async () => {
  if (!mounted) return;
  await closeDb();
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = path.join(mountPoint, "data");
  process.env.RATE_LIMIT_DISABLED = "1";
  resetConfigForTests();
  await applyMigrations({ dataDir: process.env.DATA_DIR });
  const user = await createUser({ handle: "disk-owner" });
  token = (await createApiToken({ userId: user.id, label: "disk", scopes: ["read", "publish"] })).token;
}, 120_000);

afterAll(async () => {
  await closeDb();
  if (mounted) execFileSync("umount", ["-l", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** A publish through the clawhub CLI route, with `extraBytes` of incompressible data beside SKILL.md. */
async function publishOver(slug: string, extraBytes: number): Promise<Response> {
  const random = new Uint8Array(extraBytes).map(() => Math.floor(Math.random() * 256));
  const { body, contentType } = multipartPublish({ slug, version: "1.0.0", extraFiles: [{ path: "assets/data.bin", bytes: random }] });
  return publish(
    new Request("http://hub.test/api/v1/skills", {
      method: "POST",
      headers: { host: "hub.test", authorization: `Bearer ${token}`, "content-type": contentType },
      body: new Uint8Array(body),
    }),
    { params: Promise.resolve({}) },
  );
}

describe.runIf(mounted)("embedded database out of disk", () => {
  test("507 STORAGE_FULL while full, reads keep working, nothing lost, publishing resumes once space is freed", async () => {
    expect(databaseKind()).toBe("pglite");
    expect((await publishOver("disk-before", 100_000)).status).toBe(200);

    const fd = openSync(filler, "w");
    const chunk = Buffer.alloc(1024 * 1024);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      closeSync(fd);
    }
    expect(freeMb()).toBeLessThan(1);

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: Array<{ status: number; code: string | null; retryAfter: string | null }> = [];
    for (const [slug, size] of [
      ["disk-full-big", 3_000_000],
      ["disk-full-small", 20_000],
      ["disk-full-big-again", 3_000_000],
    ] as const) {
      const started = Date.now();
      const response = await publishOver(slug, size);
      answers.push({ status: response.status, code: response.headers.get("x-error-code"), retryAfter: response.headers.get("retry-after") });
      expect(Date.now() - started).toBeLessThan(30_000);
    }
    logged.mockRestore();
    console.log(`[fault] embedded disk full: publishes answered ${JSON.stringify(answers)}`);
    // The big ones cannot fit; a small one may still squeeze into space PostgreSQL already holds.
    expect(answers[0]).toEqual({ status: 507, code: "STORAGE_FULL", retryAfter: "60" });
    expect(answers[2]).toEqual({ status: 507, code: "STORAGE_FULL", retryAfter: "60" });
    for (const answer of answers) expect([200, 507]).toContain(answer.status);

    // Reads still work while full; the skill published before is intact.
    const before = await detail(new Request("http://hub.test/api/v1/skills/disk-before"), { params: Promise.resolve({ slug: "disk-before" }) });
    expect(before.status).toBe(200);
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "disk-before" } }, include: { files: true } });
    expect(version.files).toHaveLength(3);
    expect(await db.skillVersion.count({ where: { skill: { slug: { in: ["disk-full-big", "disk-full-big-again"] } } } })).toBe(0);

    rmSync(filler);
    const resumed = await publishOver("disk-full-big", 1_000_000);
    expect(resumed.status, `${freeMb().toFixed(1)} MB free: ${await resumed.clone().text()}`).toBe(200);
    expect(await db.skillVersion.count({ where: { skill: { slug: "disk-full-big" } } })).toBe(1);
  });
});
