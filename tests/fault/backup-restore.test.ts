// Backup and restore, as docs/operations.md tells operators to do it: `pg_dump -Fc` of a live
// registry, `pg_restore` into an empty database, then the restored copy is checked the way a
// mirror would check it: every table has the same rows, every blob's bytes still hash to its
// name, every version's digest recomputes from its files, and the API serves the same zip bytes
// from the restored database as from the original. Counted at the end: zero lost.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, test } from "vitest";
import { GET as download } from "@/app/api/v1/download/route";
import { computeBundleDigest } from "@/lib/bundle";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { withDatabase } from "../setup/test-databases";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";

const BIN = "/usr/lib/postgresql/15/bin";
const scratch = mkdtempSync(path.join(tmpdir(), "sv-backup-"));
const restoredName = `sv_restore_${process.pid}_${Date.now().toString(36)}`;
const adminUrl = inject("pgAdminUrl");

afterAll(async () => {
  await closeDb();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  await client.end();
  rmSync(scratch, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of rows) counts[table_name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`)).rows[0]!.n);
    return counts;
  } finally {
    await client.end();
  }
}

/** Integrity of whatever database `db` points at: blobs hash to their names, digests recompute. */
async function verifyIntegrity(): Promise<{ blobs: number; badBlobs: string[]; versions: number; badDigests: string[] }> {
  const blobs = await db.blob.findMany({ select: { sha256: true, size: true, content: true } });
  const badBlobs = blobs.filter((b) => !b.content || sha256(b.content) !== b.sha256 || b.content.byteLength !== b.size).map((b) => b.sha256);
  const versions = await db.skillVersion.findMany({ select: { id: true, digest: true, files: { select: { path: true, size: true, sha256: true } } } });
  const badDigests = versions.filter((v) => computeBundleDigest(v.files) !== v.digest).map((v) => v.id);
  return { blobs: blobs.length, badBlobs, versions: versions.length, badDigests };
}

async function zipOf(slug: string, version: string): Promise<string> {
  const response = await download(new Request(`http://hub.test/api/v1/download?slug=${slug}&version=${version}`, { headers: { host: "hub.test" } }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

describe("backup and restore with pg_dump / pg_restore", () => {
  test("the restored registry is identical and verifiable; nothing lost", async () => {
    const owner = await createActor();
    for (let i = 0; i < 6; i++) {
      await publishFixture({
        actor: owner,
        slug: `backup-skill-${i}`,
        version: "1.0.0",
        content: { files: { "scripts/run.sh": `#!/bin/sh\necho ${i}\n`, "assets/data.bin": new Uint8Array(4096).map((_, j) => (i * 31 + j) % 251) } },
      });
      await publishFixture({ actor: owner, slug: `backup-skill-${i}`, version: "1.1.0", tags: ["beta"], content: { body: `# v1.1 of ${i}\n` } });
    }
    const sourceUrl = getConfig().DATABASE_URL!;
    const original = await verifyIntegrity();
    expect(original.badBlobs).toEqual([]);
    expect(original.badDigests).toEqual([]);
    const zipsBefore = await Promise.all([0, 3, 5].map((i) => zipOf(`backup-skill-${i}`, "1.0.0")));

    // Backup: custom format, compressed, consistent snapshot of a live database.
    const dump = path.join(scratch, "skillvault.dump");
    execFileSync(path.join(BIN, "pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${dump}`, `--dbname=${sourceUrl}`], { stdio: "pipe" });
    expect(statSync(dump).size).toBeGreaterThan(10_000);

    // Restore into an empty database, as onto a new server.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${restoredName}"`);
    await admin.end();
    const restoredUrl = withDatabase(adminUrl, restoredName);
    execFileSync(path.join(BIN, "pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${restoredUrl}`, dump], { stdio: "pipe" });

    const [countsBefore, countsAfter] = await Promise.all([tableCounts(sourceUrl), tableCounts(restoredUrl)]);
    expect(countsAfter).toEqual(countsBefore);
    expect(countsAfter.SkillVersion).toBe(12);

    // The app on the restored database: same integrity, same bytes served.
    await closeDb();
    process.env.DATABASE_URL = restoredUrl;
    resetConfigForTests();
    const restored = await verifyIntegrity();
    expect(restored).toEqual(original);
    const zipsAfter = await Promise.all([0, 3, 5].map((i) => zipOf(`backup-skill-${i}`, "1.0.0")));
    expect(zipsAfter).toEqual(zipsBefore);
    const lost = Object.entries(countsBefore).filter(([table, n]) => countsAfter[table] !== n);
    console.log(
      `[fault] backup/restore: ${Object.keys(countsBefore).length} tables, ${restored.versions} versions, ${restored.blobs} blobs verified; lost ${lost.length}`,
    );
    expect(lost).toEqual([]);
  });
});
