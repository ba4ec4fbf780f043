// Stars: idempotent per user, counter always equal to the number of star rows, even under races.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { deleteSkill, starSkill, unstarSkill } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

async function counter(slug: string) {
  const skill = await db.skill.findUniqueOrThrow({ where: { slug }, select: { stars: true, _count: { select: { starsBy: true } } } });
  return { stars: skill.stars, rows: skill._count.starsBy };
}

describe("starSkill / unstarSkill", () => {
  test("starring twice keeps one star; unstarring twice removes it once", async () => {
    const owner = await createActor();
    const fan = await createActor();
    await publishFixture({ actor: owner, slug: "starry", version: "1.0.0" });
    expect(await starSkill({ actor: fan, slug: "starry" })).toMatchObject({ starred: true, changed: true, stars: 1 });
    expect(await starSkill({ actor: fan, slug: "starry" })).toMatchObject({ starred: true, changed: false, stars: 1 });
    expect(await counter("starry")).toEqual({ stars: 1, rows: 1 });
    expect(await unstarSkill({ actor: fan, slug: "starry" })).toMatchObject({ starred: false, changed: true, stars: 0 });
    expect(await unstarSkill({ actor: fan, slug: "starry" })).toMatchObject({ starred: false, changed: false, stars: 0 });
    expect(await counter("starry")).toEqual({ stars: 0, rows: 0 });
    // Only real changes are audited.
    expect(await db.auditLog.count({ where: { action: { in: ["skill.star", "skill.unstar"] } } })).toBe(2);
  });

  test("the counter stays right under concurrent stars and unstars", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "busy", version: "1.0.0" });
    const fans = await Promise.all(Array.from({ length: 6 }, () => createActor()));
    await Promise.all(fans.flatMap((fan) => [starSkill({ actor: fan, slug: "busy" }), starSkill({ actor: fan, slug: "busy" })]));
    expect(await counter("busy")).toEqual({ stars: 6, rows: 6 });
    await Promise.all(fans.slice(0, 4).flatMap((fan) => [unstarSkill({ actor: fan, slug: "busy" }), unstarSkill({ actor: fan, slug: "busy" })]));
    expect(await counter("busy")).toEqual({ stars: 2, rows: 2 });
  });

  test("deleted or unknown skills cannot be starred (SKILL_NOT_FOUND), but existing stars can be removed", async () => {
    const owner = await createActor();
    const fan = await createActor();
    await publishFixture({ actor: owner, slug: "gone", version: "1.0.0" });
    await starSkill({ actor: fan, slug: "gone" });
    await deleteSkill({ actor: owner, slug: "gone" });
    await expectCode(starSkill({ actor: fan, slug: "gone" }), "SKILL_NOT_FOUND");
    await expectCode(starSkill({ actor: fan, slug: "never-existed" }), "SKILL_NOT_FOUND");
    expect(await unstarSkill({ actor: fan, slug: "gone" })).toMatchObject({ changed: true, stars: 0 });
  });

  test("a hidden skill cannot be starred by others (SKILL_NOT_FOUND)", async () => {
    const owner = await createActor();
    const fan = await createActor();
    await publishFixture({ actor: owner, slug: "hushed", version: "1.0.0" });
    await db.skill.update({ where: { slug: "hushed" }, data: { moderation: "HIDDEN" } });
    await expectCode(starSkill({ actor: fan, slug: "hushed" }), "SKILL_NOT_FOUND");
  });
});
