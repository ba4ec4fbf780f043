// Moderator actions on versions: clear, mark suspicious, block, unblock. Each needs a moderator
// and a reason, is audited, lands in the change feed and re-signs when the verdict changes.
import { createPublicKey, verify } from "node:crypto";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { blockVersion, clearVersion, listModerationQueue, markVersionSuspicious, unblockVersion } from "@/lib/moderation";
import { versionState } from "@/lib/access";
import { restoreVersion, withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

async function currentStatement(versionId: string) {
  const attestation = await db.attestation.findFirstOrThrow({ where: { versionId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { key: true } });
  const ok = verify(null, Buffer.from(attestation.payload), createPublicKey(attestation.key.publicKey), Buffer.from(attestation.signature, "base64"));
  return { ok, statement: JSON.parse(attestation.payload) as { verdict: string } };
}

describe("clearVersion", () => {
  test("a suspicious version reviewed as fine becomes clean, leaves the queue and is re-signed", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const published = await publishFixture({ actor: owner, slug: "cleared", version: "1.0.0", content: { files: suspiciousFiles } });
    expect(published.verdict).toBe("suspicious");
    await clearVersion({ actor: moderator, slug: "cleared", version: "1.0.0", reason: "official installer of the tool" });
    const version = await db.skillVersion.findUniqueOrThrow({ where: { id: published.version.id } });
    expect(version).toMatchObject({ verdict: "CLEAN", reviewState: "CLEARED" });
    // The scanner's own report is kept as it was.
    expect((version.scanReport as { verdict: string }).verdict).toBe("suspicious");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "cleared" } })).verdict).toBe("CLEAN");
    expect((await listModerationQueue({ actor: moderator })).versions).toHaveLength(0);
    expect(await currentStatement(published.version.id)).toEqual({ ok: true, statement: expect.objectContaining({ verdict: "clean" }) });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "moderation.clear-version" } })).toMatchObject({
      actorId: moderator.userId,
      reason: "official installer of the tool",
    });
    expect(await db.changeEvent.findFirstOrThrow({ where: { kind: "verdict" } })).toMatchObject({
      version: "1.0.0",
      data: { from: "SUSPICIOUS", to: "CLEAN", by: "moderator" },
    });
  });

  test("a clean version has nothing to clear (INVALID_STATE)", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "already-clean", version: "1.0.0" });
    await expectCode(clearVersion({ actor: moderator, slug: "already-clean", version: "1.0.0", reason: "x" }), "INVALID_STATE");
  });
});

describe("markVersionSuspicious", () => {
  test("flags a clean version for installers and re-signs it; twice is INVALID_STATE; clearing undoes it", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const published = await publishFixture({ actor: owner, slug: "flagged", version: "1.0.0" });
    await markVersionSuspicious({ actor: moderator, slug: "flagged", version: "1.0.0", reason: "asks for the AWS keys in prose" });
    expect(await db.skillVersion.findUniqueOrThrow({ where: { id: published.version.id } })).toMatchObject({ verdict: "SUSPICIOUS", reviewState: "FLAGGED" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "flagged" } })).verdict).toBe("SUSPICIOUS");
    expect((await currentStatement(published.version.id)).statement.verdict).toBe("suspicious");
    await expectCode(markVersionSuspicious({ actor: moderator, slug: "flagged", version: "1.0.0", reason: "again" }), "INVALID_STATE");
    await clearVersion({ actor: moderator, slug: "flagged", version: "1.0.0", reason: "owner explained" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "flagged" } })).verdict).toBe("CLEAN");
    expect(await db.auditLog.count({ where: { action: { startsWith: "moderation." }, targetId: published.version.id } })).toBe(2);
  });
});

describe("blockVersion / unblockVersion", () => {
  test("a blocked version is not installable, loses its tags and latest; the owner cannot bring it back", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "blocked", version: "1.0.0" });
    const bad = await publishFixture({ actor: owner, slug: "blocked", version: "1.1.0", tags: ["stable"], content: { body: "# 1.1\n\nNew.\n" } });
    const result = await blockVersion({ actor: moderator, slug: "blocked", version: "1.1.0", reason: "ships a stealer" });
    expect(result.releasedTags).toEqual(["stable"]);
    const version = await db.skillVersion.findUniqueOrThrow({ where: { id: bad.version.id } });
    expect(versionState(version)).toBe("blocked");
    expect(version).toMatchObject({ blockedReason: "ships a stealer", reviewState: "BLOCKED" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "blocked" }, include: { latestVersion: true } })).latestVersion?.version).toBe("1.0.0");
    expect(await db.changeEvent.count({ where: { kind: "block", version: "1.1.0" } })).toBe(1);
    await expectCode(blockVersion({ actor: moderator, slug: "blocked", version: "1.1.0", reason: "again" }), "INVALID_STATE");

    // Withdraw + restore by the owner does not lift a block.
    await withdrawVersion({ actor: owner, slug: "blocked", version: "1.1.0" });
    await restoreVersion({ actor: owner, slug: "blocked", version: "1.1.0" });
    expect(versionState(await db.skillVersion.findUniqueOrThrow({ where: { id: bad.version.id } }))).toBe("blocked");
    // Nor may the number be reused.
    await expectCode(publishFixture({ actor: owner, slug: "blocked", version: "1.1.0" }), "VERSION_EXISTS");

    await unblockVersion({ actor: moderator, slug: "blocked", version: "1.1.0", reason: "false positive" });
    expect(versionState(await db.skillVersion.findUniqueOrThrow({ where: { id: bad.version.id } }))).toBe("active");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "blocked" }, include: { latestVersion: true } })).latestVersion?.version).toBe("1.1.0");
    await expectCode(unblockVersion({ actor: moderator, slug: "blocked", version: "1.1.0", reason: "x" }), "INVALID_STATE");
  });

  test("every version action needs a moderator (NOT_MODERATOR) and a reason (REASON_REQUIRED)", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const published = await publishFixture({ actor: owner, slug: "mod-only", version: "1.0.0" });
    const actions = [clearVersion, markVersionSuspicious, blockVersion, unblockVersion];
    for (const action of actions) {
      await expectCode(action({ actor: owner, slug: "mod-only", version: "1.0.0", reason: "I own it" }), "NOT_MODERATOR");
      await expectCode(action({ actor: moderator, slug: "mod-only", version: "1.0.0", reason: "" }), "REASON_REQUIRED");
    }
    await expectCode(blockVersion({ actor: moderator, slug: "mod-only", version: "2.0.0", reason: "x" }), "VERSION_NOT_FOUND");
    await expectCode(blockVersion({ actor: moderator, slug: "not-a-skill", version: "1.0.0", reason: "x" }), "SKILL_NOT_FOUND");
    expect(await db.auditLog.count({ where: { skillId: published.skill.id, action: { startsWith: "moderation." } } })).toBe(0);
  });
});
