// Slug rules at publish time: shape, reserved names, look-alikes held for review, first
// publisher owns the slug, org publishing, and the 30-day reservation after a delete.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { deleteSkill } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

describe("slug shape", () => {
  test.each(["A-skill", "-lead", "trail-", "double--hyphen", "x", "under_score", "dot.ted", "a".repeat(65), "spa ce", "émoji"])(
    "'%s' is SLUG_INVALID and nothing is stored",
    async (slug) => {
      const actor = await createActor();
      const before = await db.skill.count();
      await expectCode(publishFixture({ actor, slug, version: "1.0.0", content: { name: "valid-name" } }), "SLUG_INVALID");
      expect(await db.skill.count()).toBe(before);
    },
  );

  test("2 and 64 characters are accepted; the slug defaults to the frontmatter name", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "ab", version: "1.0.0" });
    await publishFixture({ actor, slug: "a".repeat(64), version: "1.0.0" });
    const { publishVersion } = await import("@/lib/publish");
    const { skillFiles } = await import("../helpers/skill-files");
    const result = await publishVersion({ actor, bundle: skillFiles({ name: "from-frontmatter" }), version: "1.0.0" });
    expect(result.skill.slug).toBe("from-frontmatter");
  });
});

describe("reserved slugs", () => {
  test.each(["admin", "api", "official", "clawhub", "openclaw-tools"])("'%s' is SLUG_RESERVED for publishers", async (slug) => {
    const actor = await createActor();
    await expectCode(publishFixture({ actor, slug, version: "1.0.0" }), "SLUG_RESERVED");
    expect(await db.skill.count({ where: { slug } })).toBe(0);
  });

  test("admins may claim a reserved slug for the registry", async () => {
    const admin = await createActor({ role: "ADMIN" });
    const result = await publishFixture({ actor: admin, slug: "official", version: "1.0.0" });
    expect(result.status).toBe("published");
  });
});

describe("ownership", () => {
  test("a slug belongs to its first publisher; others get SKILL_OWNED_BY_OTHER (403)", async () => {
    const alice = await createActor({ handle: "alice" });
    const mallory = await createActor({ handle: "mallory" });
    await publishFixture({ actor: alice, slug: "pdf-tools", version: "1.0.0" });
    const error = await expectCode(publishFixture({ actor: mallory, slug: "pdf-tools", version: "1.0.1" }), "SKILL_OWNED_BY_OTHER");
    expect(error.status).toBe(403);
    expect(await db.skillVersion.count({ where: { skill: { slug: "pdf-tools" } } })).toBe(1);
    // The owner keeps publishing.
    await publishFixture({ actor: alice, slug: "pdf-tools", version: "1.0.1" });
  });

  test("members publish for their org; non-members get OWNER_NOT_ALLOWED; unknown orgs USER_NOT_FOUND", async () => {
    const member = await createActor({ handle: "member" });
    const outsider = await createActor({ handle: "outsider" });
    const org = await db.user.create({ data: { handle: "acme", kind: "ORG" } });
    await db.membership.create({ data: { orgId: org.id, userId: member.userId, role: "publisher" } });

    const result = await publishFixture({ actor: member, slug: "acme-deploy", version: "1.0.0", ownerHandle: "acme" });
    expect(result.skill.ownerHandle).toBe("acme");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "acme-deploy" } })).ownerId).toBe(org.id);
    await expectCode(publishFixture({ actor: outsider, slug: "acme-other", version: "1.0.0", ownerHandle: "acme" }), "OWNER_NOT_ALLOWED");
    await expectCode(publishFixture({ actor: member, slug: "ghost-skill", version: "1.0.0", ownerHandle: "no-such-org" }), "USER_NOT_FOUND");
    // Another member of the org may publish the next version.
    const colleague = await createActor({ handle: "colleague" });
    await db.membership.create({ data: { orgId: org.id, userId: colleague.userId } });
    await publishFixture({ actor: colleague, slug: "acme-deploy", version: "1.1.0" });
  });

  test("a banned publisher cannot publish (ACCOUNT_BANNED)", async () => {
    const actor = await createActor();
    await db.user.update({ where: { id: actor.userId }, data: { bannedAt: new Date() } });
    await expectCode(publishFixture({ actor, slug: "banned-skill", version: "1.0.0" }), "ACCOUNT_BANNED");
  });

  test("a token limited to one skill cannot create another (FORBIDDEN)", async () => {
    const actor = await createActor();
    const first = await publishFixture({ actor, slug: "ci-skill", version: "1.0.0" });
    const limited = { ...actor, limitedToSkillId: first.skill.id };
    await publishFixture({ actor: limited, slug: "ci-skill", version: "1.0.1" });
    await expectCode(publishFixture({ actor: limited, slug: "other-skill", version: "1.0.0" }), "FORBIDDEN");
  });
});

describe("look-alike slugs", () => {
  async function popularSkill(slug: string) {
    const owner = await createActor();
    const result = await publishFixture({ actor: owner, slug, version: "1.0.0" });
    await db.skill.update({ where: { id: result.skill.id }, data: { downloads: 500 } });
    return { owner, result };
  }

  test.each([
    ["weather-lookup", "weather-lookups"], // one edit
    ["travel-planner", "travle-planner"], // transposition
    ["wiki-search", "vviki-search"], // homoglyph vv → w
    ["github-sync", "github-5ync"], // digit for letter
    ["slack-notify", "slacknotify"], // hyphen dropped
  ])("'%s' is popular: '%s' by someone else is held for review", async (popular, lookalike) => {
    await popularSkill(popular);
    const squatter = await createActor();
    const result = await publishFixture({ actor: squatter, slug: lookalike, version: "1.0.0" });
    expect(result.status).toBe("held");
    expect(result.heldReason).toContain(popular);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: lookalike } });
    expect(skill.moderation).toBe("HELD");
  });

  test("unrelated slugs, unpopular look-alikes and the owner's own variants are not held", async () => {
    const popular = await popularSkill("image-resizer");
    const other = await createActor();
    expect((await publishFixture({ actor: other, slug: "pdf-merger", version: "1.0.0" })).status).toBe("published");
    // Not popular: no hold.
    const quiet = await publishFixture({ actor: other, slug: "quiet-skill", version: "1.0.0" });
    expect(quiet.status).toBe("published");
    const third = await createActor();
    expect((await publishFixture({ actor: third, slug: "quiet-skil", version: "1.0.0" })).status).toBe("published");
    // The popular skill's owner may publish a variant of their own name.
    expect((await publishFixture({ actor: popular.owner, slug: "image-resizers", version: "1.0.0" })).status).toBe("published");
  });
});

describe("deleted slugs", () => {
  test("stay reserved for 30 days (SLUG_RESERVED_AFTER_DELETE), then another publisher may take them", async () => {
    const alice = await createActor();
    const bob = await createActor();
    await publishFixture({ actor: alice, slug: "old-name", version: "1.0.0" });
    await deleteSkill({ actor: alice, slug: "old-name" });
    await expectCode(publishFixture({ actor: bob, slug: "old-name", version: "1.0.0" }), "SLUG_RESERVED_AFTER_DELETE");
    // Its owner is told to undelete instead.
    await expectCode(publishFixture({ actor: alice, slug: "old-name", version: "2.0.0" }), "SKILL_DELETED");

    await db.skill.update({ where: { slug: "old-name" }, data: { slugReservedUntil: new Date(Date.now() - 1000) } });
    const result = await publishFixture({ actor: bob, slug: "old-name", version: "1.0.0" });
    expect(result.skill.ownerHandle).toBe(bob.handle);
    // The old skill keeps its history under an internal name.
    expect(await db.skill.count({ where: { ownerId: alice.userId } })).toBe(1);
    expect(await db.skillVersion.count({ where: { skill: { slug: { startsWith: "old-name" } } } })).toBe(2);
  });
});
