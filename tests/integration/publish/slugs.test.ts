// Slug rules at publish time: shape, reserved names, look-alikes held for review, first
// publisher owns the slug, org publishing, and the 30-day reservation after a delete.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { deleteSkill, starSkill } from "@/lib/publish";
import { MIN_PROTECTED_AGE_DAYS, POPULAR_INSTALL_DAYS, POPULAR_INSTALLS, POPULAR_STARS } from "@/lib/publish/popularity";
import { recordSkillEvent } from "@/lib/stats";
import { agedActor } from "../helpers/aged-actor";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { ageSkill, agedUser, makePopular } from "../helpers/make-popular";
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
    await makePopular(result.skill.id);
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

describe("what makes a skill popular enough to protect (issue 24)", () => {
  async function freshSkill(slug: string) {
    const owner = await createActor();
    const result = await publishFixture({ actor: owner, slug, version: "1.0.0" });
    return { owner, id: result.skill.id };
  }
  const newcomer = async (slug: string) => (await publishFixture({ actor: await createActor(), slug, version: "1.0.0" })).status;

  test(`${POPULAR_STARS} stars from fresh accounts protect nothing; from established accounts they do`, async () => {
    const bait = await freshSkill("csv-tools");
    await ageSkill(bait.id);
    for (let i = 0; i < POPULAR_STARS; i++) await starSkill({ actor: await createActor(), slug: "csv-tools" });
    expect((await db.skill.findUniqueOrThrow({ where: { id: bait.id } })).stars).toBe(POPULAR_STARS);
    expect(await newcomer("csv-tool")).toBe("published");

    const real = await freshSkill("yaml-linter");
    await makePopular(real.id, "stars");
    expect(await newcomer("yaml-linters")).toBe("held");
  });

  test("a popular skill younger than the minimum age protects nothing", async () => {
    const young = await freshSkill("json-formatter");
    await makePopular(young.id, "stars");
    await ageSkill(young.id, MIN_PROTECTED_AGE_DAYS - 1);
    expect(await newcomer("json-formatters")).toBe("published");
  });

  test("installs count only when spread over several days; downloads alone never do", async () => {
    const burst = await freshSkill("xml-validator");
    await ageSkill(burst.id);
    // Many installs, all on one day (a burst of fresh accounts), and lots of downloads.
    await db.dailyStat.create({
      data: { skillId: burst.id, day: new Date(new Date().toISOString().slice(0, 10)), installs: POPULAR_INSTALLS * 4, downloads: 5_000 },
    });
    await db.skill.update({ where: { id: burst.id }, data: { installs: POPULAR_INSTALLS * 4, downloads: 5_000 } });
    expect(await newcomer("xml-validators")).toBe("published");

    const steady = await freshSkill("toml-parser");
    await makePopular(steady.id, "installs");
    expect(await newcomer("toml-parsers")).toBe("held");
  });

  test("installs reported by fresh accounts (and the owner) protect nothing, however many days they span", async () => {
    // POST /api/cli/telemetry/install takes any signed-in account's word that it installed a skill:
    // five accounts made minutes ago, reporting on five days, are the five fresh stars again.
    const reportInstalls = async (skillId: string, accounts: Array<{ userId: string }>) => {
      for (let day = 1; day <= POPULAR_INSTALL_DAYS; day++) {
        const now = new Date(Date.now() - day * 86_400_000);
        for (const account of accounts) await recordSkillEvent({ skillId, kind: "install", userId: account.userId, ip: "192.0.2.44", now });
      }
    };
    const perDay = Math.ceil(POPULAR_INSTALLS / POPULAR_INSTALL_DAYS);
    const bait = await freshSkill("csv-sorter");
    await ageSkill(bait.id);
    await reportInstalls(bait.id, [bait.owner, ...(await Promise.all(Array.from({ length: perDay }, () => createActor())))]);
    expect((await db.skill.findUniqueOrThrow({ where: { id: bait.id } })).installs).toBeGreaterThanOrEqual(POPULAR_INSTALLS);
    expect(await newcomer("csv-sorters")).toBe("published");

    const real = await freshSkill("csv-joiner");
    await ageSkill(real.id);
    await reportInstalls(real.id, await Promise.all(Array.from({ length: perDay }, () => agedActor())));
    expect(await newcomer("csv-joiners")).toBe("held");
  });

  test("stars from banned accounts, accounts with abuse points, or the owner do not count", async () => {
    const target = await freshSkill("ini-editor");
    await ageSkill(target.id);
    const fans = [await agedUser(), await agedUser(), await agedUser(), await agedUser()];
    await db.user.update({ where: { id: fans[0]!.id }, data: { bannedAt: new Date() } });
    await db.user.update({ where: { id: fans[1]!.id }, data: { abuseScore: 5 } });
    await db.user.update({ where: { id: target.owner.userId }, data: { createdAt: new Date(Date.now() - 400 * 86_400_000) } });
    for (const fan of fans) await db.star.create({ data: { userId: fan.id, skillId: target.id } });
    await db.star.create({ data: { userId: target.owner.userId, skillId: target.id } });
    await db.skill.update({ where: { id: target.id }, data: { stars: 5 } });
    expect(await newcomer("ini-editors")).toBe("published");
  });

  test("an official publisher's active skills are always protected, hidden ones never", async () => {
    const official = await freshSkill("env-loader");
    await db.user.update({ where: { id: official.owner.userId }, data: { official: true } });
    expect(await newcomer("env-loaders")).toBe("held");
    await db.skill.update({ where: { id: official.id }, data: { moderation: "HIDDEN" } });
    expect(await newcomer("env-1oader")).toBe("published");
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
