// A publish whose process is killed with SIGKILL mid-transaction leaves nothing behind: the
// connection dies, PostgreSQL rolls the transaction back, and no skill, version, file, blob, tag,
// signature, audit or feed entry, search document or outbox row remains. The same version then
// publishes normally (nothing was reserved, no lock is left). Killed right after the commit, the
// version is whole. The publish runs in a real child process (support/publish-child.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import type { PublishStage } from "@/lib/publish";
import { ensureSigningKey } from "@/lib/signing";
import { countRows } from "../integration/helpers/count-rows";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";

const CHILD = path.join("tests", "fault", "support", "publish-child.ts");

/** Runs the child until it reports `stage`, then SIGKILLs it. Resolves once it is dead. */
function killAt(input: { stage: PublishStage; slug: string; version: string; handle: string }): Promise<{ reached: boolean; signal: string | null }> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader: the tsx CLI would fork a grandchild that SIGKILL would orphan.
    const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
      env: {
        ...process.env,
        DATABASE_URL: getConfig().DATABASE_URL,
        STAGE: input.stage,
        SLUG: input.slug,
        VERSION: input.version,
        HANDLE: input.handle,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let reached = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (!reached && out.includes(`AT ${input.stage}`)) {
        reached = true;
        child.kill("SIGKILL");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (_code, signal) => {
      clearTimeout(timer);
      if (!reached) reject(new Error(`child never reached ${input.stage}:\n${out}`));
      else resolve({ reached, signal });
    });
  });
}

const inTransaction: PublishStage[] = ["stored-blobs", "stored-version", "signed"];

describe("publish process killed (SIGKILL)", () => {
  test.each(inTransaction)("killed at '%s' on an existing skill: nothing partial, skill unchanged, same version publishes after", async (stage) => {
    const owner = await createActor();
    await ensureSigningKey();
    const slug = `killed-${stage}`;
    const first = await publishFixture({ actor: owner, slug, version: "1.0.0", tags: ["stable"] });
    const skillBefore = await db.skill.findUniqueOrThrow({ where: { slug }, include: { distTags: true } });
    const before = await countRows();

    const killed = await killAt({ stage, slug, version: "2.0.0", handle: owner.handle });
    expect(killed.signal).toBe("SIGKILL");

    // PostgreSQL notices the dead connection and rolls back; give it a moment to release the locks.
    await expect
      .poll(
        async () =>
          (
            await db.$queryRaw<
              Array<{ n: bigint }>
            >`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0n);
    const after = await countRows();
    expect(after).toEqual(before);
    expect(await db.skill.findUniqueOrThrow({ where: { slug }, include: { distTags: true } })).toEqual(skillBefore);
    expect(await db.skillVersion.count({ where: { skill: { slug }, version: "2.0.0" } })).toBe(0);

    const retry = await publishFixture({ actor: owner, slug, version: "2.0.0" });
    expect(retry.status).toBe("published");
    expect((await db.skill.findUniqueOrThrow({ where: { slug } })).latestVersionId).not.toBe(first.version.id);
  });

  test("killed at 'stored-version' on a new skill: the slug is not taken afterwards", async () => {
    const owner = await createActor();
    await ensureSigningKey();
    const before = await countRows();
    await killAt({ stage: "stored-version", slug: "killed-new", version: "1.0.0", handle: owner.handle });
    await expect.poll(async () => (await countRows()).skills, { timeout: 10_000 }).toBe(before.skills);
    expect(await countRows()).toEqual(before);
    expect((await publishFixture({ actor: owner, slug: "killed-new", version: "1.0.0" })).status).toBe("published");
  });

  test("killed right after the commit: the version is whole (files, blobs, tags, signature)", async () => {
    const owner = await createActor();
    await ensureSigningKey();
    await killAt({ stage: "committed", slug: "killed-after-commit", version: "1.0.0", handle: owner.handle });
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "killed-after-commit" }, version: "1.0.0" }, include: { files: true } });
    expect(version.files.map((f) => f.path).sort()).toEqual(["SKILL.md", "scripts/unique-1.0.0-committed.sh"]);
    for (const file of version.files) expect(await db.blob.count({ where: { sha256: file.sha256 } })).toBe(1);
    expect(await db.attestation.count({ where: { versionId: version.id } })).toBe(1);
    expect(await db.distTag.count({ where: { skill: { slug: "killed-after-commit" }, versionId: version.id } })).toBeGreaterThanOrEqual(1);
  });
});
