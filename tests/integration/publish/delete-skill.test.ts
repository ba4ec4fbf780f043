// Soft delete and undelete: owner only, audited, in the change feed, hidden from search, slug kept.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { deleteSkill, requestTransfer, SLUG_RESERVATION_DAYS, undeleteSkill, withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

/** Only listed skills have a search document (lib/search). */
async function inSearch(skillId: string) {
  return (await db.skillSearchDocument.count({ where: { skillId } })) === 1;
}

describe("deleteSkill", () => {
  test("hides the skill, reserves the slug for 30 days, cancels a pending transfer, and is audited", async () => {
    const owner = await createActor();
    const friend = await createActor();
    const published = await publishFixture({ actor: owner, slug: "to-delete", version: "1.0.0" });
    await requestTransfer({ actor: owner, slug: "to-delete", toHandle: friend.handle });
    const before = Date.now();
    const result = await deleteSkill({ actor: owner, slug: "to-delete", reason: "superseded", ip: "198.51.100.1" });

    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "to-delete" } });
    expect(skill.deletedAt).not.toBeNull();
    expect(skill.deletedReason).toBe("superseded");
    const days = (skill.slugReservedUntil!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(SLUG_RESERVATION_DAYS - 0.01);
    expect(days).toBeLessThan(SLUG_RESERVATION_DAYS + 0.01);
    expect(result.slugReservedUntil).toEqual(skill.slugReservedUntil);
    expect(await db.transferRequest.findFirstOrThrow({ where: { skillId: skill.id } })).toMatchObject({ status: "CANCELLED" });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "skill.delete", targetId: skill.id } })).toMatchObject({
      actorId: owner.userId,
      reason: "superseded",
      ip: "198.51.100.1",
    });
    expect(await db.changeEvent.count({ where: { kind: "delete", skillId: skill.id } })).toBe(1);
    expect(await inSearch(published.skill.id)).toBe(false);
    // Versions and bytes are kept (undelete brings them back).
    expect(await db.skillVersion.count({ where: { skillId: skill.id } })).toBe(1);
  });

  test("permissions and state: NOT_SKILL_OWNER, SKILL_NOT_FOUND, SKILL_DELETED; admins may delete", async () => {
    const owner = await createActor();
    const stranger = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const admin = await createActor({ role: "ADMIN" });
    await publishFixture({ actor: owner, slug: "guarded", version: "1.0.0" });
    await expectCode(deleteSkill({ actor: stranger, slug: "guarded" }), "NOT_SKILL_OWNER");
    // Moderators hide skills (lib/moderation); deleting is the owner's call.
    await expectCode(deleteSkill({ actor: moderator, slug: "guarded" }), "NOT_SKILL_OWNER");
    await expectCode(deleteSkill({ actor: owner, slug: "no-such-skill" }), "SKILL_NOT_FOUND");
    await deleteSkill({ actor: admin, slug: "guarded" });
    await expectCode(deleteSkill({ actor: owner, slug: "guarded" }), "SKILL_DELETED");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "guarded" } });
    expect(await db.auditLog.findMany({ where: { action: "skill.delete", targetId: skill.id }, select: { actorId: true } })).toEqual([
      { actorId: admin.userId },
    ]);
  });

  test("a deleted skill takes no owner actions until undeleted", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "frozen", version: "1.0.0" });
    await deleteSkill({ actor: owner, slug: "frozen" });
    await expectCode(withdrawVersion({ actor: owner, slug: "frozen", version: "1.0.0" }), "SKILL_DELETED");
    await expectCode(publishFixture({ actor: owner, slug: "frozen", version: "1.0.1" }), "SKILL_DELETED");
  });
});

describe("undeleteSkill", () => {
  test("brings the skill back as it was", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "comeback", version: "1.0.0", tags: ["stable"] });
    await deleteSkill({ actor: owner, slug: "comeback" });
    await undeleteSkill({ actor: owner, slug: "comeback" });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "comeback" }, include: { distTags: true } });
    expect(skill).toMatchObject({ deletedAt: null, slugReservedUntil: null, latestVersionId: published.version.id });
    expect(skill.distTags.map((tag) => tag.tag).sort()).toEqual(["latest", "stable"]);
    expect(await db.changeEvent.count({ where: { kind: "undelete", skillId: skill.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "skill.undelete", targetId: skill.id } })).toBe(1);
    expect(await inSearch(skill.id)).toBe(true);
    await publishFixture({ actor: owner, slug: "comeback", version: "1.0.1", content: { body: "# back\n\nBack.\n" } });
  });

  test("INVALID_STATE when not deleted; others learn only that it is gone (SKILL_GONE), never that it is someone else's", async () => {
    const owner = await createActor();
    const stranger = await createActor();
    await publishFixture({ actor: owner, slug: "still-here", version: "1.0.0" });
    await expectCode(undeleteSkill({ actor: owner, slug: "still-here" }), "INVALID_STATE");
    await deleteSkill({ actor: owner, slug: "still-here" });
    await expectCode(undeleteSkill({ actor: stranger, slug: "still-here" }), "SKILL_GONE");
  });
});
