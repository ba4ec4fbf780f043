// Rescanning after a scanner upgrade: every version judged by another scanner version is scanned
// again from its stored bytes; verdict changes are audited, in the change feed, re-signed and
// queued; unchanged verdicts keep the moderator's decision. Also through `npm run hub -- rescan`.
import { execFile } from "node:child_process";
import { createPublicKey, verify } from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { clearVersion, listModerationQueue, rescanVersions } from "@/lib/moderation";
import { SCANNER_VERSION } from "@/scanner";
import { createActor } from "../helpers/create-actor";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

const OLD_SCANNER = "0.0.1-old";

/** Pretend an older scanner judged this version, and what it said. */
async function judgedByOldScanner(versionId: string, said?: "clean" | "suspicious") {
  const row = await db.skillVersion.findUniqueOrThrow({ where: { id: versionId } });
  const report = { ...(row.scanReport as Record<string, unknown>), scannerVersion: OLD_SCANNER, ...(said ? { verdict: said } : {}) };
  await db.skillVersion.update({
    where: { id: versionId },
    data: { scannerVersion: OLD_SCANNER, scanReport: report, ...(said ? { verdict: said === "clean" ? "CLEAN" : "SUSPICIOUS", reviewState: null } : {}) },
  });
}

async function latestStatement(versionId: string) {
  const attestation = await db.attestation.findFirstOrThrow({ where: { versionId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { key: true } });
  expect(verify(null, Buffer.from(attestation.payload), createPublicKey(attestation.key.publicKey), Buffer.from(attestation.signature, "base64"))).toBe(true);
  return JSON.parse(attestation.payload) as { verdict: string; scannerVersion: string };
}

describe("rescanVersions", () => {
  test("rescans only outdated versions and records verdict changes", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const clean = await publishFixture({ actor: owner, slug: "rescan-clean", version: "1.0.0" });
    const turned = await publishFixture({ actor: owner, slug: "rescan-turned", version: "1.0.0", content: { files: suspiciousFiles } });
    const current = await publishFixture({ actor: owner, slug: "rescan-current", version: "1.0.0" });
    await judgedByOldScanner(clean.version.id);
    await judgedByOldScanner(turned.version.id, "clean");
    await db.skill.update({ where: { id: turned.skill.id }, data: { verdict: "CLEAN" } });
    const attestationsOfCurrent = await db.attestation.count({ where: { versionId: current.version.id } });

    const summary = await rescanVersions({ actorId: moderator.userId, batchSize: 1 });
    expect(summary).toMatchObject({ scannerVersion: SCANNER_VERSION, scanned: 2, failed: [] });
    expect(summary.changed.map((c) => [c.slug, c.from, c.to])).toEqual([["rescan-turned", "CLEAN", "SUSPICIOUS"]]);

    const turnedRow = await db.skillVersion.findUniqueOrThrow({ where: { id: turned.version.id } });
    expect(turnedRow).toMatchObject({ verdict: "SUSPICIOUS", reviewState: "PENDING", scannerVersion: SCANNER_VERSION });
    expect((await db.skill.findUniqueOrThrow({ where: { id: turned.skill.id } })).verdict).toBe("SUSPICIOUS");
    expect(await latestStatement(turned.version.id)).toMatchObject({ verdict: "suspicious", scannerVersion: SCANNER_VERSION });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "version.rescan", targetId: turned.version.id } })).toMatchObject({
      actorId: moderator.userId,
      data: expect.objectContaining({ from: "CLEAN", to: "SUSPICIOUS", fromScanner: OLD_SCANNER, toScanner: SCANNER_VERSION }),
    });
    expect(await db.changeEvent.findFirstOrThrow({ where: { kind: "verdict", version: "1.0.0", slug: "rescan-turned" } })).toMatchObject({
      data: expect.objectContaining({ by: "rescan" }),
    });
    expect((await listModerationQueue({ actor: moderator })).versions.map((v) => v.slug)).toEqual(["rescan-turned"]);

    // Unchanged verdict: new report and signature, no audit or feed entry.
    const cleanRow = await db.skillVersion.findUniqueOrThrow({ where: { id: clean.version.id } });
    expect(cleanRow).toMatchObject({ verdict: "CLEAN", scannerVersion: SCANNER_VERSION });
    expect(await latestStatement(clean.version.id)).toMatchObject({ scannerVersion: SCANNER_VERSION });
    expect(await db.auditLog.count({ where: { action: "version.rescan", targetId: clean.version.id } })).toBe(0);
    // Already current: untouched.
    expect(await db.attestation.count({ where: { versionId: current.version.id } })).toBe(attestationsOfCurrent);

    // A second run has nothing to do.
    expect(await rescanVersions()).toMatchObject({ scanned: 0, changed: [], failed: [] });
  });

  test("a moderator's decision stands when the new scanner agrees with the old one", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const published = await publishFixture({ actor: owner, slug: "rescan-cleared", version: "1.0.0", content: { files: suspiciousFiles } });
    await clearVersion({ actor: moderator, slug: "rescan-cleared", version: "1.0.0", reason: "known installer" });
    await judgedByOldScanner(published.version.id);
    const summary = await rescanVersions();
    expect(summary).toMatchObject({ scanned: 1, changed: [] });
    expect(await db.skillVersion.findUniqueOrThrow({ where: { id: published.version.id } })).toMatchObject({ verdict: "CLEAN", reviewState: "CLEARED" });
  });

  test("a version whose stored bytes no longer match their sha256 is reported as failed, not rescanned", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "rescan-corrupt", version: "1.0.0", content: { files: { "scripts/a.sh": "echo a\n" } } });
    await judgedByOldScanner(published.version.id);
    const file = await db.skillFile.findFirstOrThrow({ where: { versionId: published.version.id, path: "scripts/a.sh" } });
    await db.blob.update({ where: { sha256: file.sha256 }, data: { content: new TextEncoder().encode("echo tampered\n") } });
    const summary = await rescanVersions();
    expect(summary.scanned).toBe(0);
    expect(summary.failed.map((f) => f.versionId)).toEqual([published.version.id]);
    expect((await db.skillVersion.findUniqueOrThrow({ where: { id: published.version.id } })).scannerVersion).toBe(OLD_SCANNER);
    // Once the bytes are right again, the next run picks the version up.
    await db.blob.update({ where: { sha256: file.sha256 }, data: { content: new TextEncoder().encode("echo a\n") } });
    expect(await rescanVersions()).toMatchObject({ scanned: 1, failed: [] });
  });

  test("`npm run hub -- rescan` runs it and reports the changes", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "rescan-cli", version: "1.0.0", content: { files: suspiciousFiles } });
    await judgedByOldScanner(published.version.id, "clean");
    const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "lib/cli/hub.ts", "rescan"], {
      cwd: process.cwd(),
      env: { ...process.env, LOG_LEVEL: "warn" },
      timeout: 60_000,
    });
    expect(stdout).toContain("rescan-cli@1.0.0: clean → suspicious");
    expect(stdout).toMatch(/rescanned 1 versions .* 1 verdicts changed, 0 failed/);
    expect((await db.skillVersion.findUniqueOrThrow({ where: { id: published.version.id } })).verdict).toBe("SUSPICIOUS");
  }, 90_000);
});
