// Moderator actions on skills: hide, unhide, approve a held look-alike slug.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { hideSkill, listModerationQueue, unhideSkill } from "@/lib/moderation";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { makePopular } from "../helpers/make-popular";
import { publishFixture } from "../helpers/publish-fixture";

/** Only listed skills have a search document (lib/search). */
async function inSearch(slug: string) {
  return (await db.skillSearchDocument.count({ where: { slug } })) === 1;
}

describe("hideSkill / unhideSkill", () => {
  test("hide takes a skill out of search; unhide puts it back; both audited and in the feed", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "hideable", version: "1.0.0" });
    await hideSkill({ actor: moderator, slug: "hideable", reason: "impersonates a vendor" });
    expect(await db.skill.findUniqueOrThrow({ where: { slug: "hideable" } })).toMatchObject({
      moderation: "HIDDEN",
      moderationReason: "impersonates a vendor",
      moderatedById: moderator.userId,
    });
    expect(await inSearch("hideable")).toBe(false);
    await expectCode(hideSkill({ actor: moderator, slug: "hideable", reason: "again" }), "INVALID_STATE");
    // The owner can still publish; the skill stays hidden.
    await publishFixture({ actor: owner, slug: "hideable", version: "1.0.1", content: { body: "# fix\n\nFix.\n" } });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "hideable" } })).moderation).toBe("HIDDEN");

    const result = await unhideSkill({ actor: moderator, slug: "hideable", reason: "vendor confirmed" });
    expect(result).toMatchObject({ moderation: "ACTIVE", previous: "HIDDEN" });
    expect(await inSearch("hideable")).toBe(true);
    await expectCode(unhideSkill({ actor: moderator, slug: "hideable", reason: "again" }), "INVALID_STATE");
    expect(await db.changeEvent.count({ where: { kind: { in: ["hide", "unhide"] } } })).toBe(2);
    expect(await db.auditLog.count({ where: { action: { in: ["moderation.hide-skill", "moderation.unhide-skill"] } } })).toBe(2);
  });

  test("a held look-alike slug is in the queue until a moderator approves it", async () => {
    const popularOwner = await createActor();
    const newcomer = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const popular = await publishFixture({ actor: popularOwner, slug: "git-helper", version: "1.0.0" });
    await makePopular(popular.skill.id, "stars");
    expect((await publishFixture({ actor: newcomer, slug: "git-helpers", version: "1.0.0" })).status).toBe("held");
    expect((await listModerationQueue({ actor: moderator })).skills.map((s) => [s.slug, s.moderation])).toEqual([["git-helpers", "HELD"]]);

    const result = await unhideSkill({ actor: moderator, slug: "git-helpers", reason: "different tool, fine" });
    expect(result.previous).toBe("HELD");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "git-helpers" } })).moderation).toBe("ACTIVE");
    expect(await db.auditLog.count({ where: { action: "moderation.approve-skill" } })).toBe(1);
    expect((await listModerationQueue({ actor: moderator })).skills).toHaveLength(0);
    // Later versions are published normally.
    expect((await publishFixture({ actor: newcomer, slug: "git-helpers", version: "1.0.1", content: { body: "# 2\n\nTwo.\n" } })).status).toBe("published");
  });

  test("NOT_MODERATOR for everyone else, REASON_REQUIRED, SKILL_NOT_FOUND", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "mod-skill", version: "1.0.0" });
    await expectCode(hideSkill({ actor: owner, slug: "mod-skill", reason: "mine" }), "NOT_MODERATOR");
    await expectCode(unhideSkill({ actor: owner, slug: "mod-skill", reason: "mine" }), "NOT_MODERATOR");
    await expectCode(hideSkill({ actor: moderator, slug: "mod-skill", reason: "" }), "REASON_REQUIRED");
    await expectCode(hideSkill({ actor: moderator, slug: "ghost", reason: "x" }), "SKILL_NOT_FOUND");
  });
});
