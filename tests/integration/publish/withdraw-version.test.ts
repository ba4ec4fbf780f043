// Withdraw / restore one version: not installable, number reserved, tags released, audited.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { versionState } from "@/lib/access";
import { restoreVersion, withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

describe("withdrawVersion", () => {
  test("makes the version uninstallable, moves latest, releases its tags and records it", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "wd", version: "1.0.0" });
    const v2 = await publishFixture({ actor: owner, slug: "wd", version: "2.0.0", tags: ["stable"], content: { body: "# two\n\nTwo.\n" } });
    const result = await withdrawVersion({ actor: owner, slug: "wd", version: "2.0.0", reason: "broken build" });
    expect(result.releasedTags).toEqual(["stable"]);

    const row = await db.skillVersion.findUniqueOrThrow({ where: { id: v2.version.id } });
    expect(row.withdrawnReason).toBe("broken build");
    expect(versionState(row)).toBe("withdrawn");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "wd" }, include: { latestVersion: true, distTags: true } });
    expect(skill.latestVersion?.version).toBe("1.0.0");
    expect(skill.distTags.map((t) => t.tag)).toEqual(["latest"]);
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "version.withdraw", targetId: v2.version.id } })).toMatchObject({
      reason: "broken build",
      actorId: owner.userId,
    });
    expect(await db.changeEvent.count({ where: { kind: "withdraw", version: "2.0.0" } })).toBe(1);
  });

  test("errors: NOT_SKILL_OWNER, VERSION_NOT_FOUND, SKILL_NOT_FOUND, INVALID_STATE when already withdrawn", async () => {
    const owner = await createActor();
    const stranger = await createActor();
    await publishFixture({ actor: owner, slug: "wd-errors", version: "1.0.0" });
    await expectCode(withdrawVersion({ actor: stranger, slug: "wd-errors", version: "1.0.0" }), "NOT_SKILL_OWNER");
    await expectCode(withdrawVersion({ actor: owner, slug: "wd-errors", version: "9.9.9" }), "VERSION_NOT_FOUND");
    await expectCode(withdrawVersion({ actor: owner, slug: "nope", version: "1.0.0" }), "SKILL_NOT_FOUND");
    await withdrawVersion({ actor: owner, slug: "wd-errors", version: "1.0.0" });
    await expectCode(withdrawVersion({ actor: owner, slug: "wd-errors", version: "1.0.0" }), "INVALID_STATE");
  });
});

describe("restoreVersion", () => {
  test("makes it installable again and latest when highest", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "rs", version: "1.0.0" });
    const v2 = await publishFixture({ actor: owner, slug: "rs", version: "2.0.0", content: { body: "# two\n\nTwo.\n" } });
    await withdrawVersion({ actor: owner, slug: "rs", version: "2.0.0" });
    const result = await restoreVersion({ actor: owner, slug: "rs", version: "2.0.0" });
    expect(result.latestVersionId).toBe(v2.version.id);
    expect(await db.skillVersion.findUniqueOrThrow({ where: { id: v2.version.id } })).toMatchObject({ withdrawnAt: null, withdrawnReason: null });
    expect(await db.changeEvent.count({ where: { kind: "restore", version: "2.0.0" } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "version.restore" } })).toBe(1);
  });

  test("INVALID_STATE when not withdrawn; NOT_SKILL_OWNER for others", async () => {
    const owner = await createActor();
    const stranger = await createActor();
    await publishFixture({ actor: owner, slug: "rs-errors", version: "1.0.0" });
    await expectCode(restoreVersion({ actor: owner, slug: "rs-errors", version: "1.0.0" }), "INVALID_STATE");
    await withdrawVersion({ actor: owner, slug: "rs-errors", version: "1.0.0" });
    await expectCode(restoreVersion({ actor: stranger, slug: "rs-errors", version: "1.0.0" }), "NOT_SKILL_OWNER");
  });
});
